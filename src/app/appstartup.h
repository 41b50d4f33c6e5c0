#pragma once

#include <functional>

class QApplication;

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
};

} // namespace ml
