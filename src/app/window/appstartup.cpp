// SPDX-License-Identifier: GPL-3.0-or-later
#include "appstartup.h"
#include "explorecontroller.h"

#include "languagemanager.h"
#include "mainwindow.h"
#include "recoveryautosave.h"
#include "recoverydialog.h"
#include "recoverystore.h"
#include "windowlayout.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QSettings>
#include <QStatusBar>

#include <cstdio>

namespace ml
{

namespace
{
const QString kLayoutKey = QStringLiteral("main");
}

void AppStartup::setNames()
{
    QCoreApplication::setApplicationName(QStringLiteral("Meeple Lab"));
    QCoreApplication::setOrganizationName(QStringLiteral("Meeple Lab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MEEPLELAB_VERSION));
}

void AppStartup::describe(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        MainWindow::tr("Meeple Lab: a rules explorer and puzzle editor for Carcassonne."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(MainWindow::tr("FILE"),
                                 MainWindow::tr("The board file to open (.meeple). Without "
                                                "it, the example board opens."),
                                 MainWindow::tr("[FILE]"));
}

std::optional<int> AppStartup::answerWithoutDisplay(int argc, char *argv[])
{
    bool help = false;
    bool version = false;
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--") break;
        help = help || arg == "-h" || arg == "--help" || arg == "-?" || arg == "--help-all";
        version = version || arg == "-v" || arg == "--version";
    }
    if (!help && !version) return std::nullopt;
    QCoreApplication core(argc, argv);
    setNames();
    LanguageManager languages; // --help in the language the program would start in
    languages.setLanguage(LanguageManager::savedLanguage());
    QCommandLineParser parser;
    describe(parser);
    const QByteArray text = version ? QStringLiteral("%1 %2\n")
                                          .arg(QCoreApplication::applicationName(),
                                               QCoreApplication::applicationVersion())
                                          .toUtf8()
                                    : parser.helpText().toUtf8();
    std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
    std::fflush(stdout);
    return 0;
}

int AppStartup::run(QApplication &app, const std::function<void(MainWindow &)> &started)
{
    setNames();
    // The desktop file's name (dist/): Wayland's app id, how a desktop finds the program's
    // icon and name for the window.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.meeplelab.MeepleLab"));
    MainWindow window;
    // The language comes first so that --help and any error are already in it.
    window.languages()->setLanguage(LanguageManager::savedLanguage());

    QCommandLineParser parser;
    describe(parser);
    parser.process(app);

    WindowLayout::restore(&window, kLayoutKey);
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty() || !window.openFile(files.first()))
        window.openFile(MainWindow::examplePath());

    RecoveryStore recovery;
    RecoveryAutosave autosave(window.document(), &recovery);
    QObject::connect(&autosave, &RecoveryAutosave::failed, &window, [&window](const QString &why) {
        window.statusBar()->showMessage(
            RecoveryAutosave::tr("The recovery copy could not be written: %1").arg(why));
    });
    // Each job's arrangement of panels as the user left it (none on a first run).
    QSettings settings;
    window.restoreLayout(settings);
    window.show();
    // Over the board just opened, which a restored board replaces.
    RecoveryDialog::offer(window, recovery, autosave);
    if (started) started(window);
    const int code = app.exec();

    // A clean close: the user has saved or let go of the changes, so no copy is kept. Each
    // job's arrangement is kept as it is; the window's own state is the editing one, so that
    // the next start does not find the step-through shown before a board is loaded.
    recovery.remove();
    window.saveLayout(settings);
    window.explore()->setExploring(false);
    WindowLayout::save(&window, kLayoutKey);
    return code;
}

} // namespace ml
