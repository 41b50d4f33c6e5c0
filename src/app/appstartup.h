#pragma once

class QApplication;

namespace ml
{

// Everything main() does, kept in the library so that it is built once and testable:
// application names, language, the command line `meeplelab [FILE]`, and the window.
class AppStartup
{
public:
    static int run(QApplication &app);
};

} // namespace ml
