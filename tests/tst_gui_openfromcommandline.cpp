// SPDX-License-Identifier: GPL-3.0-or-later
// The program opens the board file it is started with: a file manager runs
// the desktop file's `Exec=meeplelab %f` with the file's path as the one argument. The test
// starts the program's own start-up (AppStartup::run) with such a command line.
#include "appstartup.h"
#include "boarddocument.h"
#include "mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <vector>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
// The example the file manager hands over, not the one the program opens without a file.
const char kBoard[] = MEEPLELAB_EXAMPLES "/mw-1-mage-in-a-city.meeple";
} // namespace

class TestGuiOpenFromCommandLine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void opensTheFileGiven();
};

void TestGuiOpenFromCommandLine::opensTheFileGiven()
{
    QCOMPARE(QCoreApplication::arguments().size(), 2);
    QString opened;
    QString title;
    const int code = AppStartup::run(*qApp, [&](MainWindow &window) {
        opened = window.document()->fileName();
        title = window.windowTitle();
        // Once the window is up: the start-up has done all it does with the command line.
        QTimer::singleShot(0, &window, &QWidget::close);
    });
    QCOMPARE(code, 0);
    QCOMPARE(QFileInfo(opened).canonicalFilePath(),
             QFileInfo(QString::fromUtf8(kBoard)).canonicalFilePath());
    // Its title, not the example shown when no file is given (in either language).
    QVERIFY2(title.contains(u"Mage"_s) || title.contains(u"Tovenaar"_s), qPrintable(title));
}

int main(int argc, char *argv[])
{
    // Settings, recovery copies and layouts of this run go to a HOME of its own.
    QTemporaryDir home;
    qputenv("HOME", QFile::encodeName(home.path()));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.path() + u"/.config"_s));
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.path() + u"/.local/share"_s));
    // The program's command line: itself and the file. Qt Test reads its own options from
    // the test's real arguments below.
    QByteArray program(argv[0]);
    QByteArray file(kBoard);
    std::vector<char *> args{program.data(), file.data(), nullptr};
    int count = 2;
    QApplication app(count, args.data());
    TestGuiOpenFromCommandLine test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_gui_openfromcommandline.moc"
