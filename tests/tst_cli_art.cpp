// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli render --art DIR and tiles --line-art DIR, through the real tool: the picture
// is drawn from the folder, the tiles it lacks are named in one line on stderr, a missing
// folder or a refused picture is exit 2 naming it, and the line art the tool writes is the
// folder the project ships.
#include "clirun.h"
#include "picturefiles.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace
{

using mltest::runCli;

QString lineArtFolder()
{
    return mltest::examplesDir() + u"/../art/line-art"_s;
}

// Tiles D (twice), E and X... whatever welcome.meeple holds: the bundled first board.
QString welcome()
{
    return mltest::examplesDir() + u"/welcome.meeple"_s;
}

// A copy of the line art without the pictures of `left out`.
QString copyOfLineArt(const QTemporaryDir &dir, const QStringList &leftOut)
{
    const QString folder = dir.filePath(u"art"_s);
    QDir().mkpath(folder);
    const QDir source(lineArtFolder());
    for (const QString &name : source.entryList({u"*.svg"_s}, QDir::Files)) {
        if (leftOut.contains(name.chopped(4))) continue;
        QFile::copy(source.filePath(name), folder + u'/' + name);
    }
    return folder;
}

} // namespace

class TestCliArt : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void drawsFromTheFolder()
    {
        QTemporaryDir dir;
        const QString plain = dir.filePath(u"plain.png"_s);
        const QString lined = dir.filePath(u"lined.png"_s);
        QCOMPARE(runCli({u"render"_s, welcome(), u"-o"_s, plain}).exitCode, 0);
        const mltest::CliRun r =
            runCli({u"render"_s, welcome(), u"-o"_s, lined, u"--art"_s, lineArtFolder()});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString()); // every tile has its picture
        QVERIFY(mltest::readFile(plain) != mltest::readFile(lined));
        QCOMPARE(mltest::pngSize(mltest::readFile(plain)),
                 mltest::pngSize(mltest::readFile(lined)));
    }

    void namesTheMissingTilesOnce()
    {
        QTemporaryDir dir;
        // The welcome board's tiles come in several copies each; two ids are left out.
        const QString folder = copyOfLineArt(dir, {u"D"_s, u"E"_s});
        const mltest::CliRun r =
            runCli({u"render"_s, welcome(), u"-o"_s, dir.filePath(u"a.svg"_s), u"--art"_s, folder});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.err.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().contains(u"no picture of tiles D, E;"_s) ||
                     lines.first().contains(u"no picture of tiles E, D;"_s),
                 qPrintable(r.err));
        QVERIFY(lines.first().startsWith(folder + u": "_s));
    }

    void refusesAMissingFolder()
    {
        QTemporaryDir dir;
        const QString nowhere = dir.filePath(u"nowhere"_s);
        const QString out = dir.filePath(u"a.png"_s);
        const mltest::CliRun r =
            runCli({u"render"_s, welcome(), u"-o"_s, out, u"--art"_s, nowhere});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(nowhere + u": --art: no such folder"_s), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }

    void refusesABrokenPicture()
    {
        QTemporaryDir dir;
        const QString folder = copyOfLineArt(dir, {u"D"_s});
        {
            QFile broken(folder + u"/D.png"_s);
            QVERIFY(broken.open(QIODevice::WriteOnly));
            broken.write("\x89PNG\r\n\x1a\n but cut short");
        }
        const QString out = dir.filePath(u"a.png"_s);
        const mltest::CliRun r = runCli({u"render"_s, welcome(), u"-o"_s, out, u"--art"_s, folder});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(folder + u": D.png: the picture's data is damaged or cut short"_s),
                 qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }

    void helpNamesTheOption()
    {
        const mltest::CliRun r = runCli({u"render"_s, u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(u"--art DIR"_s));
    }

    // The shipped folder is what the tool writes.
    void lineArtIsWrittenAsShipped()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"made"_s);
        const mltest::CliRun r = runCli({u"tiles"_s, u"--line-art"_s, folder});
        QCOMPARE(r.exitCode, 0);
        const QStringList made = QDir(folder).entryList(QDir::Files, QDir::Name);
        const QStringList shipped =
            QDir(lineArtFolder()).entryList({u"*.svg"_s}, QDir::Files, QDir::Name);
        QCOMPARE(made, shipped);
        for (const QString &name : made)
            QVERIFY2(mltest::readFile(folder + u'/' + name) ==
                         mltest::readFile(lineArtFolder() + u'/' + name),
                     qPrintable(name));
        QCOMPARE(runCli({u"tiles"_s, u"--line-art"_s, folder, u"--json"_s}).exitCode, 64);
    }
};

QTEST_MAIN(TestCliArt)
#include "tst_cli_art.moc"
