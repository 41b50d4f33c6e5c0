// meeplelab-cli check and render, run as a user would: the whole puzzle library must pass,
// a broken answer key must fail naming the puzzle, and render must write real pictures.
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace
{

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run run(const QStringList &args)
{
    QProcess p;
    p.start(mltest::cliPath(), args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QString puzzlesDir()
{
    return QDir::cleanPath(mltest::examplesDir() + QStringLiteral("/../puzzles"));
}

QStringList libraryFiles()
{
    const QDir dir(puzzlesDir());
    QStringList files;
    for (const QString &name : dir.entryList({QStringLiteral("*.meeple")}, QDir::Files))
        files << dir.filePath(name);
    return files;
}

// Reads a PNG's size from its header (the IHDR chunk), so the test needs no GUI library.
QSize pngSize(const QByteArray &png)
{
    if (!png.startsWith("\x89PNG\r\n\x1a\n") || png.size() < 24 || png.mid(12, 4) != "IHDR")
        return {};
    const auto be32 = [&png](int at) {
        return int((quint8(png[at]) << 24) | (quint8(png[at + 1]) << 16) |
                   (quint8(png[at + 2]) << 8) | quint8(png[at + 3]));
    };
    return {be32(16), be32(20)};
}

} // namespace

class TestCliCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wholeLibraryPasses()
    {
        const QStringList files = libraryFiles();
        QVERIFY2(files.size() >= 12, qPrintable(puzzlesDir()));
        const Run r = run(QStringList{QStringLiteral("check")} + files);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.err.isEmpty());
        for (const QString &f : files)
            QVERIFY2(r.out.contains(QFileInfo(f).fileName() + QStringLiteral(" (\"")),
                     qPrintable(f));
        QCOMPARE(r.out.count(QStringLiteral(": ok (")), files.size());
    }

    void brokenAnswerFailsNamingThePuzzle()
    {
        // Change one stored score of a library puzzle and check the copy beside a good one.
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QStringList files = libraryFiles();
        QFile in(files.constFirst());
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
        QJsonObject puzzle = root.value(u"puzzle").toObject();
        QJsonObject answer = puzzle.value(u"answer").toObject();
        const QString key =
            answer.contains(u"scores") ? QStringLiteral("scores") : QStringLiteral("points");
        if (answer.value(key).isObject()) {
            QJsonObject points = answer.value(key).toObject();
            points.insert(points.begin().key(), points.begin().value().toInt() + 1);
            answer.insert(key, points);
        } else {
            answer.insert(key, answer.value(key).toInt() + 1);
        }
        puzzle.insert(u"answer", answer);
        root.insert(u"puzzle", puzzle);
        root.insert(u"title", QJsonObject{{QStringLiteral("en"), QStringLiteral("Broken key")}});
        const QString broken = tmp.filePath(QStringLiteral("broken.meeple"));
        QFile out(broken);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(root).toJson());
        out.close();

        const Run r = run({QStringLiteral("check"), files.last(), broken});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(broken) && r.err.contains(QStringLiteral("Broken key")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("puzzle.answer.") + key), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("the rules give")), qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral(": ok (")));
        QCOMPARE(r.err.count(u'\n'), 1); // one line per failing puzzle
    }

    void unreadableFileIsExitTwo()
    {
        const Run r = run({QStringLiteral("check"), QStringLiteral("/no/such/file.meeple")});
        QCOMPARE(r.exitCode, 2);
        const Run usage = run({QStringLiteral("check")});
        QCOMPARE(usage.exitCode, 64);
        QCOMPARE(run({QStringLiteral("check"), QStringLiteral("--help")}).exitCode, 0);
    }

    void renderWritesPngAndSvg()
    {
        QTemporaryDir tmp;
        const QString board = libraryFiles().constFirst();
        const QString png = tmp.filePath(QStringLiteral("board.png"));
        const QString svg = tmp.filePath(QStringLiteral("board.svg"));
        Run r = run({QStringLiteral("render"), board, QStringLiteral("-o"), png,
                     QStringLiteral("--size"), QStringLiteral("400"), QStringLiteral("--lang"),
                     QStringLiteral("nl")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile p(png);
        QVERIFY(p.open(QIODevice::ReadOnly));
        const QSize size = pngSize(p.readAll());
        QVERIFY(size.isValid());
        QCOMPARE(std::max(size.width(), size.height()), 400);

        r = run({QStringLiteral("render"), board, QStringLiteral("-o"), svg});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile s(svg);
        QVERIFY(s.open(QIODevice::ReadOnly));
        const QByteArray text = s.readAll();
        QVERIFY(text.contains("<svg"));
        // The title in English is drawn into the picture.
        QVERIFY(text.contains("Three players") || text.contains("<text") || text.size() > 1000);
    }

    void renderUsageAndFileErrors()
    {
        const QString board = libraryFiles().constFirst();
        QCOMPARE(run({QStringLiteral("render"), board}).exitCode, 64);
        QCOMPARE(
            run({QStringLiteral("render"), board, QStringLiteral("-o"), QStringLiteral("x.gif")})
                .exitCode,
            64);
        QCOMPARE(run({QStringLiteral("render"), board, QStringLiteral("-o"),
                      QStringLiteral("x.png"), QStringLiteral("--lang"), QStringLiteral("fr")})
                     .exitCode,
                 64);
        QCOMPARE(run({QStringLiteral("render"), QStringLiteral("/no/such.meeple"),
                      QStringLiteral("-o"), QStringLiteral("x.png")})
                     .exitCode,
                 2);
    }
};

QTEST_GUILESS_MAIN(TestCliCheck)
#include "tst_cli_check.moc"
