// SPDX-License-Identifier: GPL-3.0-or-later
#include "appstartup.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    // Before the QApplication, which needs a display: --help and --version need none.
    if (const std::optional<int> code = ml::AppStartup::answerWithoutDisplay(argc, argv))
        return *code;
    QApplication app(argc, argv);
    return ml::AppStartup::run(app);
}
