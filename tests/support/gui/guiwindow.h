// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QSize>
#include <QString>

#include <memory>

class QAction;
class QFileDialog;

namespace ml
{
class MainWindow;
}

// Opening the main window as every GUI test does, and finding what it holds by object name.
namespace mltest
{

// Settings, recent files and the remembered language go to Qt's test location under
// "MeepleLabTests", never to the user's own settings. Call it from initTestCase().
void useTestSettings();

// A main window with `language` ("en", "nl") set before any board opens, so every text a
// test reads is in that language; not shown yet, so the test can open a board or resize it
// first, as the program does before its window appears.
std::unique_ptr<ml::MainWindow> newWindow(const QString &language);

// Shows the window (at `size` when given) and waits until the window system exposes it;
// false, with a warning, when it never is.
bool showWindow(ml::MainWindow &window, QSize size = {});

// Opens the bundled puzzle `name` (":/puzzles/NAME"); false when it does not open or the
// solver has no puzzle from it.
bool openPuzzle(ml::MainWindow &window, const QString &name);

// Lets the worker threads Qt started (its thread pool scales and converts large pictures in
// parallel) finish and leave. Call it from cleanupTestCase() of a test that exports pictures:
// LeakSanitizer checks at exit, and a thread still ending then made its tracer crash.
void settleThreads();

// Turns Explore on (when it is off) and goes to the board's first scoring step, where the
// figures that decide are still on the board; false, with a warning, when there is none.
bool exploreFirstScoring(ml::MainWindow &window);

// Puts `path` as the file name into a file dialog the program opened and accepts it, as Return
// would; an empty path cancels it instead. (Typing the path key by key would open the name
// completer, whose popup may take the Return key.) Gives the name the dialog proposed before.
QString answerFileDialog(QFileDialog *files, const QString &path);

// The window's action named `name`; the whole test stops when there is none, since every
// later step would test nothing.
QAction *action(const QObject *window, const char *name);

// The child of `parent` of type T named `name`; stops the test when there is none.
template <typename T> T *child(const QObject *parent, const char *name)
{
    T *found = parent->findChild<T *>(QString::fromLatin1(name));
    if (!found) qFatal("no child %s", name);
    return found;
}

} // namespace mltest
