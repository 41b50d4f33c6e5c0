// SPDX-License-Identifier: GPL-3.0-or-later
// The program the recovery test kills. It is `meeplelab` itself (AppStartup::run: names,
// settings, window, recovery offer, autosave), plus what a user would do once the window is up:
// as many edits as make autosave write its recovery copy. tst_gui_recovery starts it with a
// temporary HOME, waits for the copy, kills it with SIGKILL as a crash would, and then starts
// the recovery offer the next start shows.
#include "appstartup.h"
#include "boarddocument.h"
#include "mainwindow.h"
#include "recoveryautosave.h"
#include "recoverystore.h"

#include <QApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    return ml::AppStartup::run(app, [](ml::MainWindow &window) {
        ml::BoardDocument *doc = window.document();
        // Tiles apart from each other (nothing to match), one undo step each.
        for (int i = 0; i < ml::RecoveryAutosave::kEditsPerCopy; ++i)
            doc->placeTile(QStringLiteral("L"), {10 + 2 * i, 10}, 1);
        // Where this program keeps its copy, so the test can check it is under its HOME.
        QTextStream(stdout) << "recovery folder: " << ml::RecoveryStore::defaultFolder()
                            << Qt::endl;
    });
}
