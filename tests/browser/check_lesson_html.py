#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A lesson's HTML handout in a real browser: Debian's chromium, headless, driven over its
DevTools protocol (python3-websocket).

Run by ctest as tst_browser_lessonhtml. It exports the test lesson with meeplelab-cli (Dutch), then
checks what a student meets: the file asks nothing of the network (every request the page makes is
recorded); the answers are not in the source, only their hashes; the arrow keys, PageDown and
PageUp turn the pages; the board of each page is drawn; a wrong answer is told so and the right one
is accepted, typed into the fields as a student types. A screenshot of the question page is taken
and checked to be a real picture (MEEPLELAB_SCREENSHOTS=DIR keeps it).
"""
import argparse
import base64
import json
import os
import pathlib
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.request

try:
    import websocket  # python3-websocket
except ImportError:
    sys.exit("python3-websocket is missing: apt-get install python3-websocket (scripts/setup.sh "
             "installs it), and run this with /usr/bin/python3")


class Browser:
    def __init__(self, url, profile):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        exe = shutil.which("chromium") or shutil.which("chromium-browser")
        if not exe:
            sys.exit("chromium is missing: apt-get install chromium (scripts/setup.sh installs it)")
        self.proc = subprocess.Popen(
            [exe, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-extensions", "--disable-background-networking", "--disable-sync",
             "--window-size=1280,720", f"--remote-debugging-port={port}",
             f"--user-data-dir={profile}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        target = None
        for _ in range(200):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/json", timeout=2) as r:
                    pages = [t for t in json.load(r) if t.get("type") == "page"]
                if pages:
                    target = pages[0]
                    break
            except OSError:
                pass
            time.sleep(0.1)
        if not target:
            self.close()
            sys.exit("chromium did not start its DevTools endpoint")
        self.ws = websocket.create_connection(target["webSocketDebuggerUrl"], timeout=30)
        self.next_id = 0
        self.events = []
        self.call("Network.enable")
        self.call("Page.enable")
        self.call("Runtime.enable")
        # The screen of a class's projector, whatever the headless window's own size.
        self.call("Emulation.setDeviceMetricsOverride", width=1280, height=720,
                  deviceScaleFactor=1, mobile=False)
        self.call("Page.navigate", url=url)
        self.wait_event("Page.loadEventFired")

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_event(self, name, seconds=20):
        end = time.time() + seconds
        while time.time() < end:
            for e in self.events:
                if e.get("method") == name:
                    return e
            self.ws.settimeout(max(0.1, end - time.time()))
            try:
                self.events.append(json.loads(self.ws.recv()))
            except websocket.WebSocketTimeoutException:
                break
        raise RuntimeError(f"no {name} event")

    def js(self, expression):
        r = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in r:
            raise RuntimeError(f"{expression}: {r['exceptionDetails']}")
        return r["result"].get("value")

    def key(self, key, code, vk, text=None):
        # A key with a text (Enter's "\r") goes down as keyDown, so that it types, as a real
        # key does, and submits a form.
        down = {"type": "keyDown", "text": text} if text else {"type": "rawKeyDown"}
        for params in (down, {"type": "keyUp"}):
            self.call("Input.dispatchKeyEvent", key=key, code=code, windowsVirtualKeyCode=vk,
                      nativeVirtualKeyCode=vk, **params)

    def type_text(self, text):
        self.call("Input.insertText", text=text)

    def close(self):
        try:
            self.ws.close()
        except Exception:
            pass
        # The whole group: chromium's helper processes can outlive the browser and go on
        # writing into the profile while the temporary folder is being removed.
        try:
            os.killpg(self.proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(10)
        for _ in range(50):  # until no process of the group is left
            try:
                os.killpg(self.proc.pid, 0)
            except ProcessLookupError:
                break
            time.sleep(0.1)


def png_size(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", data[16:24])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", required=True)
    ap.add_argument("--lesson", required=True)
    args = ap.parse_args()
    failures = []

    def expect(ok, what):
        if not ok:
            failures.append(what)
            print("FAIL:", what)

    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp) / "les.html"
        run = subprocess.run([args.cli, "lesson", "export", args.lesson, "-o", str(out),
                              "--lang", "nl"], capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f"lesson export exits {run.returncode}: {run.stderr}")
        source = out.read_text(encoding="utf-8")
        # Nothing to fetch: no external script, style, picture or frame.
        for needle in ("<link", "src=\"http", "src='http", "@import", "<iframe"):
            expect(needle not in source, f"the handout holds {needle}")
        # EX-MW-2: Red 6, Blue 3. Only hashes of that are in the file.
        expect("red=6" not in source and "blue=3" not in source,
               "the answer is readable in the page source")
        expect("data-hashes=\"" in source, "no answer hashes in the question")

        browser = Browser(out.as_uri(), pathlib.Path(tmp) / "profile")
        try:
            visible = "Array.from(document.querySelectorAll('section.page')).findIndex(p => !p.hidden)"
            expect(browser.js(visible) == 0, "the handout does not open on its first page")
            expect(browser.js("document.getElementById('where').textContent") == "1 / 3",
                   "the page counter does not say 1 / 3")
            width = browser.js("document.querySelector('section.page:not([hidden]) svg')"
                               ".getBoundingClientRect().width")
            expect(width and width > 200, f"the first board is not drawn (width {width})")
            browser.key("ArrowRight", "ArrowRight", 39)
            expect(browser.js(visible) == 1, "ArrowRight does not turn to page 2")
            browser.key("PageDown", "PageDown", 34)
            expect(browser.js(visible) == 2, "PageDown does not turn to page 3")
            browser.key("PageUp", "PageUp", 33)
            expect(browser.js(visible) == 1, "PageUp does not turn back to page 2")
            expect(browser.js("document.querySelector('section.page:not([hidden]) form.question')"
                              " !== null"), "page 2 has no question")

            def answer(red, blue):
                for player, value in (("red", red), ("blue", blue)):
                    browser.js(f"(() => {{ const i = document.querySelector("
                               f"'section.page:not([hidden]) input[data-player=\"{player}\"]');"
                               f" i.value = ''; i.focus(); }})()")
                    browser.type_text(str(value))
                browser.key("Enter", "Enter", 13, "\r")
                time.sleep(0.2)
                return browser.js("document.querySelector('section.page:not([hidden]) .verdict')"
                                  ".className")

            expect(answer(5, 3) == "verdict wrong", "a wrong answer is not told wrong")
            # Typing in a field does not turn the page.
            expect(browser.js(visible) == 1, "keys typed into an answer turned the page")
            expect(answer(6, 3) == "verdict right", "the right answer (Red 6, Blue 3) is refused")
            verdict = browser.js("document.querySelector('section.page:not([hidden]) .verdict')"
                                 ".textContent")
            expect(verdict == "Goed!", f"the verdict is not in Dutch: {verdict!r}")
            shot = base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"])
            size = png_size(shot)
            expect(size == (1280, 720), f"the screenshot is {size}, not 1280x720")
            expect(len(shot) > 30000, f"the screenshot is nearly blank ({len(shot)} bytes)")
            keep = os.environ.get("MEEPLELAB_SCREENSHOTS")
            if keep:
                (pathlib.Path(keep) / "handout-html-nl.png").write_bytes(shot)
            requests = [e["params"]["request"]["url"] for e in browser.events
                        if e.get("method") == "Network.requestWillBeSent"]
            outside = [u for u in requests if not u.startswith("file://") and not u.startswith("data:")]
            expect(not outside, f"the handout made network requests: {outside}")
        finally:
            browser.close()

    print(f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
