#include "appstartup.h"

#include "languagemanager.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>

namespace ml
{

int AppStartup::run(QApplication &app)
{
    QApplication::setApplicationName(QStringLiteral("Meeple Lab"));
    QApplication::setOrganizationName(QStringLiteral("Meeple Lab"));
    QApplication::setApplicationVersion(QStringLiteral(MEEPLELAB_VERSION));

    MainWindow window;
    // The language comes first so that --help and any error are already in it.
    window.languages()->setLanguage(LanguageManager::savedLanguage());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        MainWindow::tr("Meeple Lab: a rules explorer and puzzle editor for Carcassonne."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(MainWindow::tr("FILE"),
                                 MainWindow::tr("The board file to open (.meeple). Without "
                                                "it, the example board opens."),
                                 MainWindow::tr("[FILE]"));
    parser.process(app);

    const QStringList files = parser.positionalArguments();
    if (files.isEmpty() || !window.openFile(files.first()))
        window.openFile(MainWindow::examplePath());
    // Each job's arrangement of panels as the user left it (none on a first run).
    QSettings settings;
    window.restoreLayout(settings);
    window.show();
    const int code = app.exec();
    window.saveLayout(settings);
    return code;
}

} // namespace ml
