// SPDX-License-Identifier: GPL-3.0-or-later
// The illustration marks of a board file (docs/board-format.md, `annotations`): the caption and the
// annotations read back field by field, every refusal named by its path with exit code 2, the
// location check on the position the annotation is shown on, and a load-save round trip that
// keeps them as written, in the key order of a save.
#include "boardfile.h"
#include "boardfilewriter.h"
#include "timeline.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

// A base game of two players: D at (0,0), and red's one move, D at (1,0).
QByteArray board(const QByteArray &marks, const QByteArray &caption = {})
{
    return "{\n"
           " \"format\": \"meeplelab-board\",\n"
           " \"version\": 1,\n"
           " " +
           (caption.isEmpty() ? QByteArray() : "\"caption\": " + caption + ",\n ") +
           "\"rules\": {\n"
           "  \"sets\": [\n"
           "   \"base\"\n"
           "  ]\n"
           " },\n"
           " \"players\": [\n"
           "  {\n"
           "   \"id\": \"red\"\n"
           "  },\n"
           "  {\n"
           "   \"id\": \"blue\"\n"
           "  }\n"
           " ],\n"
           " \"tiles\": [\n"
           "  {\n"
           "   \"tile\": \"D\",\n"
           "   \"at\": [\n"
           "    0,\n"
           "    0\n"
           "   ]\n"
           "  }\n"
           " ],\n"
           " \"moves\": [\n"
           "  {\n"
           "   \"player\": \"red\",\n"
           "   \"tile\": \"D\",\n"
           "   \"at\": [\n"
           "    1,\n"
           "    0\n"
           "   ]\n"
           "  }\n"
           " ],\n"
           " \"annotations\": " +
           marks + "\n}\n";
}

// The example of docs/board-format.md, `annotations`, on cells this board has tiles on.
const QByteArray kExample =
    "[\n"
    "  {\"type\": \"arrow\", \"from\": {\"at\": [0, 0], \"on\": \"E\"}, \"to\": [2, 0.4], "
    "\"color\": \"#d32f2f\",\n"
    "   \"label\": {\"en\": \"the witch moves here\", \"nl\": \"de heks gaat hierheen\"}},\n"
    "  {\"type\": \"ring\", \"at\": [1, 0], \"on\": \"N\"},\n"
    "  {\"type\": \"number\", \"at\": [0, 0], \"on\": \"N\", \"text\": \"1\"},\n"
    "  {\"type\": \"highlight\", \"at\": [0, 0], \"on\": \"N\", \"color\": \"#fdd835\"},\n"
    "  {\"type\": \"label\", \"at\": [3.6, -1.2], \"text\": {\"en\": \"6 points\", \"nl\": \"6 "
    "punten\"}},\n"
    "  {\"type\": \"dim\", \"cells\": [[4, 0], [4, 1]], \"after\": 1}\n"
    " ]";

// The error of reading a file and playing it: parsing first, then the timeline.
FileError problem(const QByteArray &data)
{
    FileError error;
    const auto file = BoardFile::parse(data, &error);
    if (!file) return error;
    const Timeline timeline = Timeline::build(*file);
    return timeline.problems().isEmpty() ? FileError{0, QString(), QString()}
                                         : timeline.problems().constFirst();
}

} // namespace

class TestAnnotations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exampleReadsBack()
    {
        FileError error;
        const auto file = BoardFile::parse(
            board(kExample,
                  "{\"en\": \"Red completes two roads.\", \"nl\": \"Rood bouwt twee wegen af.\"}"),
            &error);
        QVERIFY2(file, qPrintable(error.toString(u"example"_s)));
        QVERIFY(Timeline::build(*file).replays());
        QCOMPARE(file->caption().in(u"en"_s), u"Red completes two roads."_s);
        QCOMPARE(file->caption().in(u"nl"_s), u"Rood bouwt twee wegen af."_s);
        const QList<Annotation> &a = file->annotations();
        QCOMPARE(a.size(), 6);

        QCOMPARE(a[0].type, AnnotationType::Arrow);
        QVERIFY(a[0].from.anchored);
        QCOMPARE(a[0].from.at, (Cell{0, 0}));
        QCOMPARE(a[0].from.on, u"E"_s);
        QVERIFY(!a[0].to.anchored);
        QCOMPARE(a[0].to.x, 2.0);
        QCOMPARE(a[0].to.y, 0.4);
        QCOMPARE(a[0].color, u"#d32f2f"_s);
        QVERIFY(a[0].colorGiven);
        QCOMPARE(a[0].label.in(u"nl"_s), u"de heks gaat hierheen"_s);
        QCOMPARE(a[0].label.in(u"en"_s), u"the witch moves here"_s);
        QVERIFY(!a[0].after);

        QCOMPARE(a[1].type, AnnotationType::Ring);
        QVERIFY(a[1].at.anchored);
        QCOMPARE(a[1].at.at, (Cell{1, 0}));
        QCOMPARE(a[1].at.on, u"N"_s);
        QCOMPARE(a[1].color, defaultAnnotationColor(AnnotationType::Ring));
        QVERIFY(!a[1].colorGiven);

        QCOMPARE(a[2].type, AnnotationType::Number);
        QCOMPARE(a[2].text.in(u"nl"_s), u"1"_s);
        QVERIFY(!a[2].text.perLanguage);
        QCOMPARE(a[2].at.at, (Cell{0, 0}));
        QCOMPARE(a[2].at.on, u"N"_s);

        QCOMPARE(a[3].type, AnnotationType::Highlight);
        QCOMPARE(a[3].color, u"#fdd835"_s);
        QCOMPARE(a[3].at.on, u"N"_s);

        QCOMPARE(a[4].type, AnnotationType::Label);
        QVERIFY(!a[4].at.anchored);
        QCOMPARE(a[4].at.x, 3.6);
        QCOMPARE(a[4].at.y, -1.2);
        QCOMPARE(a[4].text.in(u"nl"_s), u"6 punten"_s);

        QCOMPARE(a[5].type, AnnotationType::Dim);
        QCOMPARE(a[5].cells, (QList<Cell>{{4, 0}, {4, 1}}));
        QCOMPARE(a[5].after, std::optional<int>(1));
        QCOMPARE(a[5].path, u"annotations[5]"_s);
        for (const Annotation &each : a)
            QVERIFY(each.type == AnnotationType::Dim || !each.color.isEmpty());
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("marks");
        QTest::addColumn<QString>("where");
        QTest::newRow("unknown type")
            << QByteArray("[{\"type\": \"circle\", \"at\": [0, 0]}]") << u"annotations[0].type"_s;
        QTest::newRow("arrow without to")
            << QByteArray("[{\"type\": \"dim\", \"cells\": [[0, 0]]}, {\"type\": \"arrow\", "
                          "\"from\": [0, 0]}]")
            << u"annotations[1]"_s;
        QTest::newRow("ring without on")
            << QByteArray("[{\"type\": \"ring\", \"at\": [0, 0]}]") << u"annotations[0]"_s;
        QTest::newRow("number without text")
            << QByteArray("[{\"type\": \"number\", \"at\": [0, 0], \"on\": \"N\"}]")
            << u"annotations[0]"_s;
        QTest::newRow("label without at")
            << QByteArray("[{\"type\": \"label\", \"text\": \"x\"}]") << u"annotations[0]"_s;
        QTest::newRow("dim without cells")
            << QByteArray("[{\"type\": \"dim\"}]") << u"annotations[0]"_s;
        QTest::newRow("point out of range")
            << QByteArray("[{\"type\": \"arrow\", \"from\": [0, 0], \"to\": [1000000.5, 0]}]")
            << u"annotations[0].to"_s;
        QTest::newRow("anchor cell out of range")
            << QByteArray("[{\"type\": \"ring\", \"at\": [0, -1000001], \"on\": \"N\"}]")
            << u"annotations[0].at"_s;
        // 201 code points of which each is two UTF-16 units: 201 characters, too long.
        QTest::newRow("text too long")
            << QByteArray("[{\"type\": \"dim\", \"cells\": [[0, 0]]}, {\"type\": \"dim\", "
                          "\"cells\": [[0, 0]]},\n"
                          "                {\"type\": \"label\", \"at\": [0, 0], \"text\": \"" +
                          QString(201, QChar(u'x')).toUtf8() + "\"}]")
            << u"annotations[2].text"_s;
        QTest::newRow("label per language too long")
            << QByteArray("[{\"type\": \"arrow\", \"from\": [0, 0], \"to\": [1, 0], \"label\": "
                          "{\"nl\": \"" +
                          QString(201, QChar(u'y')).toUtf8() + "\"}}]")
            << u"annotations[0].label.nl"_s;
        QTest::newRow("number text of 4")
            << QByteArray("[{\"type\": \"number\", \"at\": [0, 0], \"text\": \"1234\"}]")
            << u"annotations[0].text"_s;
        QTest::newRow("number text empty")
            << QByteArray("[{\"type\": \"number\", \"at\": [0, 0], \"text\": \"\"}]")
            << u"annotations[0].text"_s;
        QTest::newRow("unknown marker shape")
            << QByteArray("[{\"type\": \"dim\", \"cells\": [[0, 0]]}, {\"type\": \"dim\", "
                          "\"cells\": [[0, 0]]}, {\"type\": \"number\", \"at\": [0, 0], "
                          "\"text\": \"A\", \"shape\": \"star\"}]")
            << u"annotations[2].shape"_s;
        QTest::newRow("marker shape not a string")
            << QByteArray("[{\"type\": \"number\", \"at\": [0, 0], \"text\": \"A\", "
                          "\"shape\": 3}]")
            << u"annotations[0].shape"_s;
        QTest::newRow("square without text")
            << QByteArray("[{\"type\": \"number\", \"at\": [0, 0], \"shape\": \"square\"}]")
            << u"annotations[0]"_s;
        QTest::newRow("triangle with an empty text")
            << QByteArray("[{\"type\": \"number\", \"at\": [0, 0], \"shape\": "
                          "\"triangle\", \"text\": \"\"}]")
            << u"annotations[0].text"_s;
        QTest::newRow("meaning too long")
            << QByteArray("[{\"type\": \"number\", \"at\": [0, 0], \"text\": \"A\", "
                          "\"meaning\": {\"en\": \"" +
                          QString(201, QChar(u'm')).toUtf8() + "\"}}]")
            << u"annotations[0].meaning.en"_s;
        QTest::newRow("meaning not a text")
            << QByteArray("[{\"type\": \"number\", \"at\": [0, 0], \"text\": \"A\", "
                          "\"meaning\": [1]}]")
            << u"annotations[0].meaning"_s;
        QTest::newRow("bad color")
            << QByteArray(
                   "[{\"type\": \"ring\", \"at\": [0, 0], \"on\": \"N\", \"color\": \"#12345g\"}]")
            << u"annotations[0].color"_s;
        QTest::newRow("after beyond the moves")
            << QByteArray("[{\"type\": \"dim\", \"cells\": [[0, 0]], \"after\": 2}]")
            << u"annotations[0].after"_s;
        QTest::newRow("after negative")
            << QByteArray("[{\"type\": \"dim\", \"cells\": [[0, 0]], \"after\": -1}]")
            << u"annotations[0].after"_s;
        QTest::newRow("after a fraction")
            << QByteArray("[{\"type\": \"dim\", \"cells\": [[0, 0]], \"after\": 0.5}]")
            << u"annotations[0].after"_s;
        QTest::newRow("dim with no cells")
            << QByteArray("[{\"type\": \"dim\", \"cells\": []}]") << u"annotations[0].cells"_s;
        QTest::newRow("unknown location")
            << QByteArray("[{\"type\": \"ring\", \"at\": [0, 0], \"on\": \"north\"}]")
            << u"annotations[0].on"_s;
        // The location checks, on the position shown: (1,0) is empty before red's move.
        QTest::newRow("cell empty after 0 moves")
            << QByteArray("[{\"type\": \"ring\", \"at\": [1, 0], \"on\": \"N\"},\n"
                          "                              {\"type\": \"ring\", \"at\": [1, 0], "
                          "\"on\": \"N\", \"after\": 0}]")
            << u"annotations[1].on"_s;
        QTest::newRow("cell empty after all moves")
            << QByteArray("[{\"type\": \"arrow\", \"from\": [0, 0], \"to\": {\"at\": [2, 0], "
                          "\"on\": \"E\"}}]")
            << u"annotations[0].to.on"_s;
        // D has no monastery.
        QTest::newRow("location the tile lacks")
            << QByteArray("[{\"type\": \"highlight\", \"at\": [0, 0], \"on\": \"monastery\"}]")
            << u"annotations[0].on"_s;
    }

    void refusals()
    {
        QFETCH(QByteArray, marks);
        QFETCH(QString, where);
        const FileError error = problem(board(marks));
        QCOMPARE(error.exitCode, 2);
        QCOMPARE(error.where, where);
        QVERIFY(!error.reason.isEmpty());
    }

    // An unknown shape is named in the message with the shapes there are.
    void unknownShapeSaysWhichThereAre()
    {
        const FileError error =
            problem(board("[{\"type\": \"number\", \"at\": [0, 0], \"text\": \"A\", \"shape\": "
                          "\"hexagon\"}]"));
        QCOMPARE(error.where, u"annotations[0].shape"_s);
        QVERIFY2(error.reason.contains(u"\"hexagon\""), qPrintable(error.reason));
        QVERIFY2(error.reason.contains(u"circle, square, triangle or cross"),
                 qPrintable(error.reason));
    }

    // Letters, the four shapes, bare triangles and crosses, and meanings (tests/data/files/
    // annotated-markers.meeple).
    void markersReadBack()
    {
        QFile f(QStringLiteral(MEEPLELAB_TEST_DATA "/files/annotated-markers.meeple"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        FileError error;
        const auto file = BoardFile::parse(f.readAll(), &error);
        QVERIFY2(file, qPrintable(error.toString(u"markers"_s)));
        QVERIFY(Timeline::build(*file).problems().isEmpty());
        const QList<Annotation> &a = file->annotations();
        QCOMPARE(a.size(), 6);
        QCOMPARE(a[0].text.all, u"A"_s);
        QCOMPARE(a[0].shape, MarkerShape::Circle);
        QVERIFY(!a[0].shapeGiven);
        QCOMPARE(a[0].meaning.in(u"en"_s), u"the junction ends Red's road"_s);
        QCOMPARE(a[0].meaning.in(u"nl"_s), u"de kruising maakt de weg van rood af"_s);
        QCOMPARE(a[1].shape, MarkerShape::Square);
        QVERIFY(a[1].shapeGiven);
        QCOMPARE(a[1].text.all, u"B"_s);
        QCOMPARE(a[2].shape, MarkerShape::Triangle);
        QVERIFY(a[2].text.isEmpty());
        QCOMPARE(a[2].after, std::optional<int>(1));
        QCOMPARE(a[3].shape, MarkerShape::Cross);
        QCOMPARE(a[3].text.all, u"A1"_s);
        QVERIFY(!a[3].at.anchored);
        QCOMPARE(a[4].shape, MarkerShape::Cross);
        QVERIFY(a[4].text.isEmpty());
        QCOMPARE(a[5].shape, MarkerShape::Circle);
        QVERIFY(a[5].shapeGiven); // written as "circle", so saved as written
        QVERIFY(a[5].meaning.isEmpty());
        for (const MarkerShape s : kMarkerShapes) {
            MarkerShape back = MarkerShape::Circle;
            QVERIFY(markerShapeFromName(markerShapeName(s), &back));
            QCOMPARE(back, s);
        }
    }

    // The markers' keys are written back: a load and save keeps every byte, the writer's
    // entry of each marker equals the file's, and the keys stand in the order of a save.
    void markersRoundTrip()
    {
        QFile f(QStringLiteral(MEEPLELAB_TEST_DATA "/files/annotated-markers.meeple"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        FileError error;
        const auto file = BoardFile::parse(f.readAll(), &error);
        QVERIFY2(file, qPrintable(error.toString(u"markers"_s)));
        const QByteArray saved = file->serialize();
        const auto again = BoardFile::parse(saved, &error);
        QVERIFY2(again, qPrintable(error.toString(u"saved"_s)));
        QCOMPARE(again->serialize(), saved);
        // The editor writes marks through annotationEntry: it gives back each entry as read.
        const QJsonArray entries = file->json().value(u"annotations"_s).toArray();
        for (qsizetype i = 0; i < entries.size(); ++i)
            QCOMPARE(QJsonValue(annotationEntry(file->annotations()[i])), entries[i]);
        const qsizetype second = saved.indexOf("\"text\": \"B\"");
        QVERIFY(second > 0);
        qsizetype last = second;
        for (const char *key : {"\"shape\"", "\"meaning\"", "\"color\""}) {
            const qsizetype at = saved.indexOf(key, second);
            QVERIFY2(at > last, key);
            last = at;
        }
        // A circle the file does not name stays unnamed; a shape set in the editor is written.
        Annotation circle = file->annotations()[0];
        QVERIFY(!annotationEntry(circle).contains(u"shape"_s));
        circle.shape = MarkerShape::Triangle;
        QCOMPARE(annotationEntry(circle).value(u"shape"_s), QJsonValue(u"triangle"_s));
        circle.text = {};
        QVERIFY(!annotationEntry(circle).contains(u"text"_s));
    }

    // Code points are counted, not UTF-16 units: 200 emoji (400 units) are allowed, and a
    // number of three emoji too.
    void textsCountCodePoints()
    {
        QString emoji;
        for (int i = 0; i < 200; ++i)
            emoji += QString::fromUcs4(U"\U0001F600", 1);
        QCOMPARE(emoji.size(), 400);
        const QByteArray marks = "[{\"type\": \"label\", \"at\": [0, 0], \"text\": \"" +
                                 emoji.toUtf8() +
                                 "\"}, {\"type\": \"number\", \"at\": [0, 0], \"text\": \"" +
                                 emoji.left(6).toUtf8() + "\"}]";
        const FileError error = problem(board(marks, '"' + emoji.toUtf8() + '"'));
        QCOMPARE(error.exitCode, 0);
        QCOMPARE(problem(board(marks, '"' + emoji.toUtf8() + "x\"")).where, u"caption"_s);
    }

    // Saving writes the annotations and the caption back byte for byte, in the order of a save.
    void roundTripKeepsThem()
    {
        const QByteArray marks = "[\n"
                                 "  {\n"
                                 "   \"type\": \"arrow\",\n"
                                 "   \"from\": {\n"
                                 "    \"at\": [\n"
                                 "     0,\n"
                                 "     0\n"
                                 "    ],\n"
                                 "    \"on\": \"E\"\n"
                                 "   },\n"
                                 "   \"to\": [\n"
                                 "    2,\n"
                                 "    0.4\n"
                                 "   ],\n"
                                 "   \"label\": {\n"
                                 "    \"en\": \"here\",\n"
                                 "    \"nl\": \"hier\"\n"
                                 "   },\n"
                                 "   \"color\": \"#d32f2f\",\n"
                                 "   \"after\": 1\n"
                                 "  },\n"
                                 "  {\n"
                                 "   \"type\": \"dim\",\n"
                                 "   \"cells\": [\n"
                                 "    [\n"
                                 "     4,\n"
                                 "     0\n"
                                 "    ]\n"
                                 "   ]\n"
                                 "  }\n"
                                 " ]";
        const QByteArray text = board(marks, "\"Two roads.\"");
        FileError error;
        const auto file = BoardFile::parse(text, &error);
        QVERIFY2(file, qPrintable(error.toString(u"round trip"_s)));
        // The writer's own layout: saved once, a load and save keeps every byte.
        const QByteArray saved = file->serialize();
        const auto again = BoardFile::parse(saved, &error);
        QVERIFY2(again, qPrintable(error.toString(u"saved"_s)));
        QCOMPARE(again->serialize(), saved);
        QCOMPARE(again->json().value(u"annotations"_s), file->json().value(u"annotations"_s));
        QCOMPARE(again->json().value(u"caption"_s), QJsonValue(u"Two roads."_s));
        // Keys in the order of a save: top level ... moves, annotations; inside, type first.
        const qsizetype marksAt = saved.indexOf("\"annotations\"");
        QVERIFY(marksAt > saved.indexOf("\"moves\""));
        QVERIFY(saved.indexOf("\"caption\"") < saved.indexOf("\"rules\""));
        qsizetype last = marksAt;
        for (const char *key :
             {"\"type\"", "\"from\"", "\"to\"", "\"label\"", "\"color\"", "\"after\""}) {
            const qsizetype at = saved.indexOf(key, marksAt);
            QVERIFY2(at > last, key);
            last = at;
        }
        // Written in another order, saving puts the keys in the order of a save.
        const QByteArray shuffled = board("[{\"after\": 1, \"color\": \"#d32f2f\", \"label\": "
                                          "{\"en\": \"here\", \"nl\": \"hier\"},\n"
                                          "            \"to\": [2, 0.4], \"from\": {\"at\": [0, "
                                          "0], \"on\": \"E\"}, \"type\": \"arrow\"},\n"
                                          "            {\"cells\": [[4, 0]], \"type\": \"dim\"}]",
                                          "\"Two roads.\"");
        const auto reordered = BoardFile::parse(shuffled, &error);
        QVERIFY2(reordered, qPrintable(error.toString(u"shuffled"_s)));
        QCOMPARE(reordered->serialize(), saved);
    }
};

QTEST_GUILESS_MAIN(TestAnnotations)
#include "tst_annotations.moc"
