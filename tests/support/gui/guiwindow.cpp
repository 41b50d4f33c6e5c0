// SPDX-License-Identifier: GPL-3.0-or-later
#include "guiwindow.h"

#include "explorecontroller.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "puzzlesolverdock.h"
#include "stepper.h"
#include "stepperdock.h"

#include <QAction>
#include <QCoreApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTest>
#include <QThread>
#include <QThreadPool>

namespace mltest
{

void useTestSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MeepleLabTests"));
}

void settleThreads()
{
    // waitForDone() also ends the pool's idle threads; a QThread reports that it finished a
    // moment before its system thread is gone, hence the short sleep.
    QThreadPool::globalInstance()->waitForDone();
    QThread::msleep(50);
}

std::unique_ptr<ml::MainWindow> newWindow(const QString &language)
{
    auto window = std::make_unique<ml::MainWindow>();
    window->languages()->setLanguage(language);
    return window;
}

bool showWindow(ml::MainWindow &window, QSize size)
{
    if (size.isValid()) window.resize(size);
    window.show();
    if (QTest::qWaitForWindowExposed(&window)) return true;
    qWarning("the main window was never exposed");
    return false;
}

bool openPuzzle(ml::MainWindow &window, const QString &name)
{
    if (!window.openFile(QStringLiteral(":/puzzles/") + name)) {
        qWarning("puzzle %s did not open", qPrintable(name));
        return false;
    }
    if (!window.puzzleSolverDock()->puzzle()) {
        qWarning("puzzle %s opened without a puzzle in the solver", qPrintable(name));
        return false;
    }
    return true;
}

bool exploreFirstScoring(ml::MainWindow &window)
{
    if (!window.explore()->isExploring()) action(&window, "actionExplore")->trigger();
    if (!window.explore()->isExploring()) {
        qWarning("Explore did not start");
        return false;
    }
    ml::Stepper *stepper = window.stepperDock()->stepper();
    for (int i = 0; i < stepper->count(); ++i)
        if (stepper->step(i).kind == ml::Step::Kind::Scoring) {
            stepper->jumpTo(i);
            return true;
        }
    qWarning("the board has no scoring step");
    return false;
}

QString answerFileDialog(QFileDialog *files, const QString &path)
{
    auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    if (!name) qFatal("the file dialog is not Qt's own: it has no file name field");
    const QString proposed = name->text();
    if (path.isEmpty()) {
        files->reject();
    } else {
        name->setText(path);
        static_cast<QDialog *>(files)->accept(); // QFileDialog::accept() is not public
    }
    return proposed;
}

QAction *action(const QObject *window, const char *name)
{
    auto *found = window->findChild<QAction *>(QString::fromLatin1(name));
    if (!found) qFatal("no action %s", name);
    return found;
}

} // namespace mltest
