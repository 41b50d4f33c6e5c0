// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <optional>

class QApplication;
class QCommandLineParser;

namespace ml
{

class MainWindow;

// Everything main() does, kept in the library so that it is built once and testable:
// application names, language, the command line `meeplelab [FILE]`, the window with the
// layout it was left in, the offer to restore a board a crash left behind, and autosave.
class AppStartup
{
public:
    // `started`, when given, runs once the window is up and before the event loop: the
    // recovery test's helper program makes its edits there.
    static int run(QApplication &app, const std::function<void(MainWindow &)> &started = {});
    // --help and --version are answered before any QApplication exists, so they work
    // without a display (a QApplication would first try to open one). The exit code when
    // one of them was asked for, else nothing.
    static std::optional<int> answerWithoutDisplay(int argc, char *argv[]);

private:
    static void setNames();
    // The options and the FILE argument, in the installed translator's language.
    static void describe(QCommandLineParser &parser);
};

} // namespace ml
