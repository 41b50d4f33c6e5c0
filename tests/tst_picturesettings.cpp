// SPDX-License-Identifier: GPL-3.0-or-later
// The board file's "picture" key: how a board's exported pictures are made, read with every
// value checked and written back with only what differs from the defaults.
#include "boardfile.h"
#include "picturesettings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace ml;

namespace
{
// A one-tile board with the given "picture" object (JSON text).
QByteArray boardWith(const QByteArray &picture)
{
    return R"({"format": "meeplelab-board", "version": 1,
               "players": [{"id": "red"}, {"id": "blue"}],
               "tiles": [{"tile": "D", "at": [0, 0], "rot": 0}],
               "picture": )" +
           picture + "}";
}
} // namespace

class TestPictureSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyKeyIsRead()
    {
        FileError error;
        const auto file = BoardFile::parse(
            boardWith(R"({"transparent": true, "crop": [[-1, 2], [3, 0]], "margin": 0.5,
                          "tileSize": 100, "coordinates": true, "textAsPaths": true,
                          "legend": ["marks"]})"),
            &error);
        QVERIFY2(file, qPrintable(error.toString(u"board"_s)));
        const PictureSettings &s = file->pictureSettings();
        QVERIFY(s.transparent);
        QCOMPARE(s.crop, PictureSettings::Crop::Cells);
        QCOMPARE(s.cropFrom, (Cell{-1, 2}));
        QCOMPARE(s.cropTo, (Cell{3, 0}));
        QCOMPARE(s.margin, 0.5);
        QCOMPARE(s.tileSize, 100);
        QCOMPARE(s.pixelsPerTile(), 100.0);
        QVERIFY(s.coordinates);
        QVERIFY(s.textAsPaths);
        QVERIFY(!s.legendPlayers);
        QVERIFY(!s.legendFigures);
        QVERIFY(s.legendMarks);
    }

    void aBoardWithoutTheKeyHasTheDefaults()
    {
        FileError error;
        const auto file = BoardFile::parse(
            R"({"format": "meeplelab-board", "version": 1, "players": [{"id": "red"}],
                "tiles": [{"tile": "D", "at": [0, 0], "rot": 0}]})",
            &error);
        QVERIFY(file);
        QVERIFY(file->pictureSettings() == PictureSettings());
        QVERIFY(pictureSettingsJson(PictureSettings()).isEmpty());
    }

    void dpiPrintsATileAtItsRealSize()
    {
        PictureSettings s;
        s.dpi = 300;
        // 45 mm at 300 dots per inch.
        QVERIFY(qAbs(s.pixelsPerTile() - 45.0 / 25.4 * 300) < 1e-9);
    }

    void writingKeepsOnlyWhatDiffers()
    {
        PictureSettings s;
        s.crop = PictureSettings::Crop::Marks;
        s.legendFigures = false;
        const QJsonObject o = pictureSettingsJson(s);
        QCOMPARE(o.keys(), (QStringList{u"crop"_s, u"legend"_s}));
        QCOMPARE(o.value(u"crop"_s).toString(), u"marks"_s);
        QCOMPARE(o.value(u"legend"_s).toArray(), (QJsonArray{u"players"_s, u"marks"_s}));
        // And it reads back as it was.
        PictureSettings back;
        FileError error;
        QVERIFY(readPictureSettings(o, &back, &error));
        QVERIFY(back == s);
    }

    void aFileSavesItsSettingsUnchanged()
    {
        FileError error;
        const QByteArray text = boardWith(R"({"dpi": 300, "crop": "marks", "margin": 1})");
        const auto file = BoardFile::parse(text, &error);
        QVERIFY(file);
        const QByteArray saved = file->serialize();
        const auto again = BoardFile::parse(saved, &error);
        QVERIFY(again);
        QCOMPARE(again->serialize(), saved);
        QVERIFY(again->pictureSettings() == file->pictureSettings());
        // The format's key order inside "picture".
        QVERIFY(saved.indexOf("\"crop\"") < saved.indexOf("\"margin\""));
        QVERIFY(saved.indexOf("\"margin\"") < saved.indexOf("\"dpi\""));
    }

    void badValuesAreRefusedByTheirPath_data()
    {
        QTest::addColumn<QByteArray>("picture");
        QTest::addColumn<QString>("where");
        QTest::newRow("not an object") << QByteArray("true") << u"picture"_s;
        QTest::newRow("transparent not a bool")
            << QByteArray(R"({"transparent": 1})") << u"picture.transparent"_s;
        QTest::newRow("unknown crop")
            << QByteArray(R"({"crop": "selection"})") << u"picture.crop"_s;
        QTest::newRow("three corners")
            << QByteArray(R"({"crop": [[0, 0], [1, 1], [2, 2]]})") << u"picture.crop"_s;
        QTest::newRow("corner off the board")
            << QByteArray(R"({"crop": [[0, 0], [5000000, 1]]})") << u"picture.crop[1]"_s;
        QTest::newRow("negative margin") << QByteArray(R"({"margin": -1})") << u"picture.margin"_s;
        QTest::newRow("huge margin") << QByteArray(R"({"margin": 1e300})") << u"picture.margin"_s;
        QTest::newRow("tile too small")
            << QByteArray(R"({"tileSize": 2})") << u"picture.tileSize"_s;
        QTest::newRow("tile too large")
            << QByteArray(R"({"tileSize": 100000})") << u"picture.tileSize"_s;
        QTest::newRow("fractional tile")
            << QByteArray(R"({"tileSize": 100.5})") << u"picture.tileSize"_s;
        QTest::newRow("dpi too high") << QByteArray(R"({"dpi": 100000})") << u"picture.dpi"_s;
        QTest::newRow("both scales")
            << QByteArray(R"({"tileSize": 100, "dpi": 300})") << u"picture.dpi"_s;
        QTest::newRow("text as paths not a bool")
            << QByteArray(R"({"textAsPaths": "yes"})") << u"picture.textAsPaths"_s;
        QTest::newRow("unknown legend part")
            << QByteArray(R"({"legend": ["players", "tiles"]})") << u"picture.legend[1]"_s;
    }

    void badValuesAreRefusedByTheirPath()
    {
        QFETCH(QByteArray, picture);
        QFETCH(QString, where);
        FileError error;
        QVERIFY(!BoardFile::parse(boardWith(picture), &error));
        QCOMPARE(error.exitCode, 2);
        QCOMPARE(error.where, where);
        QVERIFY(!error.reason.isEmpty());
    }

    void commandLineForms()
    {
        Cell from;
        Cell to;
        QString why;
        QCOMPARE(cropFromText(u"marks"_s, &from, &to, &why), PictureSettings::Crop::Marks);
        QCOMPARE(cropFromText(u"board"_s, &from, &to, &why), PictureSettings::Crop::Board);
        QCOMPARE(cropFromText(u"-2,1:3,-4"_s, &from, &to, &why), PictureSettings::Crop::Cells);
        QCOMPARE(from, (Cell{-2, 1}));
        QCOMPARE(to, (Cell{3, -4}));
        QVERIFY(!cropFromText(u"1,2"_s, &from, &to, &why));
        QVERIFY(why.contains(u"X1,Y1:X2,Y2"_s));
        QVERIFY(!cropFromText(u"a,b:c,d"_s, &from, &to, &why));

        const auto legend = withLegendText(PictureSettings(), u"figures,marks"_s, &why);
        QVERIFY(legend);
        QVERIFY(!legend->legendPlayers && legend->legendFigures && legend->legendMarks);
        const auto none = withLegendText(PictureSettings(), u"none"_s, &why);
        QVERIFY(none && !none->hasLegend());
        QVERIFY(!withLegendText(PictureSettings(), u"players,colours"_s, &why));
    }
};

QTEST_GUILESS_MAIN(TestPictureSettings)
#include "tst_picturesettings.moc"
