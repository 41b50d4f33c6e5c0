// SPDX-License-Identifier: GPL-3.0-or-later
// The illustration edits of BoardDocument: adding, changing, moving,
// recolouring and removing annotations and setting the caption are each one undo step that
// gives the very same text back; what they write is the form docs/board-format.md gives
// (`annotations`), in the key order of a save and reads back as the same mark; a mark that points
// at nothing is refused with the reader's reason and changes nothing.
#include "annotationboard.h"
#include "boarddocument.h"
#include "boardfilewriter.h"

#include <QJsonDocument>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestEditorAnnotations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void writtenMarksReadBackTheSame_data();
    void writtenMarksReadBackTheSame();
    void savedKeysKeepTheFormatsOrder();
    void eachEditIsOneUndoStep_data();
    void eachEditIsOneUndoStep();
    void marksThatPointAtNothingAreRefused_data();
    void marksThatPointAtNothingAreRefused();
    void movingShiftsPointsAndSnapsAnchors();
    void recolouringWritesTheChosenColour();
    void removingTheLastMarkRemovesTheKey();
    void captionIsWrittenPerLanguage();
    void numbersCountUp();
    void lettersCountUp();
    void shapeAndMeaningAreOneUndoStepEach();
    void markersRefusedByTheReaderChangeNothing();

private:
    BoardDocument m_doc;
};

namespace
{
const QByteArray &kBoard = mltest::kAnnotationBoard;

AnnotationPoint anchor(Cell cell, const QString &on)
{
    return mltest::anchorPoint(cell, on);
}

AnnotationPoint point(double x, double y)
{
    AnnotationPoint p;
    p.x = x;
    p.y = y;
    return p;
}

AnnotationText texts(const QString &en, const QString &nl)
{
    AnnotationText t;
    t.perLanguage = true;
    t.en = en;
    t.nl = nl;
    return t;
}

AnnotationText same(const QString &all)
{
    AnnotationText t;
    t.all = all;
    return t;
}

Annotation mark(AnnotationType type)
{
    Annotation a;
    a.type = type;
    a.color = defaultAnnotationColor(type);
    switch (type) {
    case AnnotationType::Arrow:
        a.from = anchor({0, 0}, u"E"_s);
        a.to = point(2, 0.4);
        break;
    case AnnotationType::Ring:
    case AnnotationType::Highlight:
        a.at = anchor({1, 0}, u"N"_s);
        break;
    case AnnotationType::Number:
        a.at = anchor({0, 0}, u"N"_s);
        a.text = same(u"1"_s);
        break;
    case AnnotationType::Label:
        a.at = point(3.6, -1.2);
        a.text = texts(u"6 points"_s, u"6 punten"_s);
        break;
    case AnnotationType::Dim:
        a.cells = {{4, 0}, {4, 1}};
        break;
    }
    return a;
}

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// The first annotation of kBoard with `entry` added, as the reader reads it.
std::optional<Annotation> readBack(const QJsonObject &entry, QString *error)
{
    QJsonObject json = QJsonDocument::fromJson(kBoard).object();
    json.insert(u"annotations"_s, QJsonArray{entry});
    FileError e;
    const auto file = BoardFile::parse(QJsonDocument(json).toJson(), &e);
    if (!file || file->annotations().size() != 1) {
        *error = e.where + u": "_s + e.reason;
        return std::nullopt;
    }
    return file->annotations().constFirst();
}

void comparePoints(const AnnotationPoint &a, const AnnotationPoint &b)
{
    QCOMPARE(a.anchored, b.anchored);
    if (a.anchored) {
        QCOMPARE(a.at, b.at);
        QCOMPARE(a.on, b.on);
    } else {
        QCOMPARE(a.x, b.x);
        QCOMPARE(a.y, b.y);
    }
}

void compareTexts(const AnnotationText &a, const AnnotationText &b)
{
    QCOMPARE(a.perLanguage, b.perLanguage);
    QCOMPARE(a.all, b.all);
    QCOMPARE(a.en, b.en);
    QCOMPARE(a.nl, b.nl);
}
} // namespace

Q_DECLARE_METATYPE(Annotation)

void TestEditorAnnotations::init()
{
    FileError error;
    QVERIFY2(m_doc.load(kBoard, {}, &error), qPrintable(error.reason));
}

void TestEditorAnnotations::writtenMarksReadBackTheSame_data()
{
    QTest::addColumn<Annotation>("mark");
    QTest::addColumn<QByteArray>("written");
    QTest::newRow("arrow from an anchor to a point")
        << mark(AnnotationType::Arrow)
        << R"({"from":{"at":[0,0],"on":"E"},"to":[2,0.4],"type":"arrow"})"_ba;
    Annotation labelled = mark(AnnotationType::Arrow);
    labelled.label = texts(u"the witch moves here"_s, u"de heks gaat hierheen"_s);
    labelled.to = anchor({1, 0}, u"S"_s);
    labelled.color = u"#d32f2f"_s;
    labelled.colorGiven = true;
    labelled.after = 1;
    QTest::newRow("arrow with label, colour and after")
        << labelled
        << R"({"after":1,"color":"#d32f2f","from":{"at":[0,0],"on":"E"},"label":{"en":"the witch moves here","nl":"de heks gaat hierheen"},"to":{"at":[1,0],"on":"S"},"type":"arrow"})"_ba;
    QTest::newRow("ring") << mark(AnnotationType::Ring)
                          << R"({"at":[1,0],"on":"N","type":"ring"})"_ba;
    Annotation early = mark(AnnotationType::Highlight);
    early.at = anchor({0, 0}, u"N"_s);
    early.after = 0;
    QTest::newRow("highlight on the set-up")
        << early << R"({"after":0,"at":[0,0],"on":"N","type":"highlight"})"_ba;
    QTest::newRow("number on an anchor")
        << mark(AnnotationType::Number) << R"({"at":[0,0],"on":"N","text":"1","type":"number"})"_ba;
    Annotation loose = mark(AnnotationType::Number);
    loose.at = point(0.25, -0.5);
    loose.text = same(u"A7"_s);
    QTest::newRow("number on a point")
        << loose << R"({"at":[0.25,-0.5],"text":"A7","type":"number"})"_ba;
    QTest::newRow("label in two languages")
        << mark(AnnotationType::Label)
        << R"({"at":[3.6,-1.2],"text":{"en":"6 points","nl":"6 punten"},"type":"label"})"_ba;
    Annotation english = mark(AnnotationType::Label);
    english.text = texts(u"only English"_s, {});
    QTest::newRow("label in English only")
        << english << R"({"at":[3.6,-1.2],"text":{"en":"only English"},"type":"label"})"_ba;
    Annotation dim = mark(AnnotationType::Dim);
    dim.colorGiven = true; // dim has no colour, whatever the struct says
    dim.color = u"#123456"_s;
    QTest::newRow("dim") << dim << R"({"cells":[[4,0],[4,1]],"type":"dim"})"_ba;
}

void TestEditorAnnotations::writtenMarksReadBackTheSame()
{
    QFETCH(Annotation, mark);
    QFETCH(QByteArray, written);
    const QJsonObject entry = annotationEntry(mark);
    QCOMPARE(compact(entry), written);
    QString error;
    const std::optional<Annotation> read = readBack(entry, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->type, mark.type);
    comparePoints(read->from, mark.from);
    comparePoints(read->to, mark.to);
    comparePoints(read->at, mark.at);
    compareTexts(read->text, mark.text);
    compareTexts(read->label, mark.label);
    QCOMPARE(read->cells, mark.cells);
    QCOMPARE(read->after, mark.after);
    if (mark.type != AnnotationType::Dim) {
        QCOMPARE(read->color, mark.color);
        QCOMPARE(read->colorGiven, mark.colorGiven);
    }
    // And written again, the very same entry.
    QCOMPARE(compact(annotationEntry(*read)), written);
}

void TestEditorAnnotations::savedKeysKeepTheFormatsOrder()
{
    Annotation a = mark(AnnotationType::Arrow);
    a.label = same(u"here"_s);
    a.colorGiven = true;
    a.after = 1;
    QString why;
    QVERIFY2(m_doc.addAnnotation(a, &why), qPrintable(why));
    QVERIFY2(m_doc.setCaption(texts(u"Red"_s, u"Rood"_s), &why), qPrintable(why));
    const QByteArray text = m_doc.serialize();
    // The save order: caption after the title keys and before rules/players; annotations last.
    QVERIFY(text.indexOf("\"caption\"") < text.indexOf("\"players\""));
    QVERIFY(text.indexOf("\"moves\"") < text.indexOf("\"annotations\""));
    qsizetype at = text.indexOf("\"annotations\"");
    for (const char *key :
         {"\"type\"", "\"from\"", "\"to\"", "\"label\"", "\"color\"", "\"after\""}) {
        const qsizetype next = text.indexOf(key, at);
        QVERIFY2(next > at, key);
        at = next;
    }
    QVERIFY2(text.contains(R"("caption": {"en": "Red", "nl": "Rood"})"), text.constData());
}

using Edit = std::function<bool(BoardDocument &, QString *)>;
Q_DECLARE_METATYPE(Edit)

void TestEditorAnnotations::eachEditIsOneUndoStep_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QString>("words");
    for (AnnotationType type :
         {AnnotationType::Arrow, AnnotationType::Ring, AnnotationType::Number,
          AnnotationType::Highlight, AnnotationType::Label, AnnotationType::Dim}) {
        const QString name = annotationTypeName(type);
        QTest::newRow(qPrintable(u"add "_s + name)) << Edit([type](BoardDocument &d, QString *why) {
            return d.addAnnotation(mark(type), why);
        }) << (type == AnnotationType::Dim ? u"Add dimmed cells"_s : u"Add "_s + name);
    }
    QTest::newRow("change") << Edit([](BoardDocument &d, QString *why) {
        Annotation a = mark(AnnotationType::Number);
        a.text = same(u"9"_s);
        return d.setAnnotation(0, a, why);
    }) << u"Change annotation"_s;
    QTest::newRow("move") << Edit([](BoardDocument &d, QString *why) {
        return d.moveAnnotations({0, 1}, {0.2, 0}, {}, why); // the ring stays on its cell
    }) << u"Move 2 annotation(s)"_s;
    QTest::newRow("recolour") << Edit([](BoardDocument &d, QString *why) {
        return d.setAnnotationColor({1}, u"#009e73"_s, why);
    }) << u"Recolour 1 annotation(s)"_s;
    QTest::newRow("remove") << Edit([](BoardDocument &d, QString *why) {
        return d.removeAnnotations({0}, why);
    }) << u"Remove 1 annotation(s)"_s;
    QTest::newRow("caption") << Edit([](BoardDocument &d, QString *why) {
        return d.setCaption(same(u"A city"_s), why);
    }) << u"Change caption"_s;
}

void TestEditorAnnotations::eachEditIsOneUndoStep()
{
    QFETCH(Edit, edit);
    QFETCH(QString, words);
    // Two marks to change: a label and a ring.
    QString why;
    QVERIFY(m_doc.addAnnotation(mark(AnnotationType::Label), &why));
    QVERIFY(m_doc.addAnnotation(mark(AnnotationType::Ring), &why));
    const QByteArray before = m_doc.serialize();
    const int steps = m_doc.undoStack()->count();
    QVERIFY2(edit(m_doc, &why), qPrintable(why));
    const QByteArray after = m_doc.serialize();
    QVERIFY(after != before);
    QCOMPARE(m_doc.undoStack()->count(), steps + 1);
    QCOMPARE(m_doc.undoStack()->undoText(), words);
    m_doc.undoStack()->undo();
    QCOMPARE(m_doc.serialize(), before);
    m_doc.undoStack()->redo();
    QCOMPARE(m_doc.serialize(), after);
    // The typed read follows the file.
    FileError error;
    QCOMPARE(m_doc.annotations().size(), BoardFile::parse(after, &error)->annotations().size());
}

void TestEditorAnnotations::marksThatPointAtNothingAreRefused_data()
{
    QTest::addColumn<Annotation>("mark");
    QTest::addColumn<QString>("reason");
    Annotation ring = mark(AnnotationType::Ring);
    ring.at = anchor({5, 5}, u"N"_s);
    QTest::newRow("ring on an empty cell") << ring << u"annotations[0].on"_s;
    Annotation early = mark(AnnotationType::Ring);
    early.after = 0; // (1,0) is placed by the move: empty on the set-up
    QTest::newRow("ring on a cell filled only later") << early << u"after 0 moves"_s;
    Annotation monastery = mark(AnnotationType::Highlight);
    monastery.at = anchor({0, 0}, u"monastery"_s);
    QTest::newRow("highlight on a location the tile lacks") << monastery << u"annotations[0].on"_s;
    Annotation arrow = mark(AnnotationType::Arrow);
    arrow.to = anchor({0, 3}, u"S"_s);
    QTest::newRow("arrow to an empty cell") << arrow << u"annotations[0].to.on"_s;
    Annotation four = mark(AnnotationType::Number);
    four.text = same(u"1234"_s);
    QTest::newRow("number of four characters") << four << u"1 to 3 characters"_s;
    Annotation late = mark(AnnotationType::Dim);
    late.after = 2;
    QTest::newRow("after past the last move") << late << u"annotations[0].after"_s;
    Annotation chatty = mark(AnnotationType::Label);
    chatty.text = same(QString(201, u'x'));
    QTest::newRow("label text too long") << chatty << u"more than the 200 allowed"_s;
}

void TestEditorAnnotations::marksThatPointAtNothingAreRefused()
{
    QFETCH(Annotation, mark);
    QFETCH(QString, reason);
    const QByteArray before = m_doc.serialize();
    QString why;
    QVERIFY(!m_doc.addAnnotation(mark, &why));
    QVERIFY2(why.contains(reason), qPrintable(why));
    QCOMPARE(m_doc.undoStack()->count(), 0);
    QCOMPARE(m_doc.serialize(), before);
}

void TestEditorAnnotations::movingShiftsPointsAndSnapsAnchors()
{
    QString why;
    QVERIFY(m_doc.addAnnotation(mark(AnnotationType::Label), &why));  // point (3.6, -1.2)
    QVERIFY(m_doc.addAnnotation(mark(AnnotationType::Dim), &why));    // cells (4,0), (4,1)
    QVERIFY(m_doc.addAnnotation(mark(AnnotationType::Ring), &why));   // (1,0) N
    QVERIFY(m_doc.addAnnotation(mark(AnnotationType::Number), &why)); // (0,0) N
    // A tenth of a cell is written as 0.1 steps, not as binary noise; the dim goes by the
    // nearest whole cells (here none across, one up).
    QVERIFY2(m_doc.moveAnnotations({0, 1}, {0.1, -0.7}, {}, &why), qPrintable(why));
    QList<Annotation> all = m_doc.annotations();
    QCOMPARE(all[0].at.x, 3.7);
    QCOMPARE(all[0].at.y, -1.9);
    QVERIFY(m_doc.serialize().contains("[3.7, -1.9]"));
    QCOMPARE(all[1].cells, QList<Cell>({{4, -1}, {4, 0}}));
    QVERIFY(!m_doc.moveAnnotations({2}, {0, 1}, {}, &why)); // (1,0) -> (1,1): empty
    QVERIFY2(why.contains(u"annotations[2]"_s), qPrintable(why));
    // The view's snap decides where an anchor lands: here on the east road of (1,0).
    const BoardDocument::AnchorSnap snap = [](const AnnotationPoint &, QPointF) {
        return anchor({1, 0}, u"E"_s);
    };
    QVERIFY2(m_doc.moveAnnotations({3}, {1, 0}, snap, &why), qPrintable(why));
    all = m_doc.annotations();
    QCOMPARE(all[3].at.at, (Cell{1, 0}));
    QCOMPARE(all[3].at.on, u"E"_s);
    // A ring never comes loose from a location, even when the snap finds only a point.
    const BoardDocument::AnchorSnap loose = [](const AnnotationPoint &, QPointF) {
        return point(0.4, 0.4);
    };
    QVERIFY2(m_doc.moveAnnotations({2}, {-1, 0}, loose, &why), qPrintable(why));
    QVERIFY(m_doc.annotations()[2].at.anchored);
    QCOMPARE(m_doc.annotations()[2].at.at, (Cell{0, 0}));
    QCOMPARE(m_doc.undoStack()->count(), 4 + 3);
}

void TestEditorAnnotations::recolouringWritesTheChosenColour()
{
    QString why;
    QVERIFY(m_doc.addAnnotation(mark(AnnotationType::Ring), &why));
    QVERIFY(m_doc.addAnnotation(mark(AnnotationType::Dim), &why));
    QVERIFY(!m_doc.serialize().contains("\"color\""));
    QVERIFY(m_doc.setAnnotationColor({0, 1}, u"#cc79a7"_s, &why));
    QCOMPARE(m_doc.annotations()[0].color, u"#cc79a7"_s);
    QVERIFY(m_doc.annotations()[0].colorGiven);
    QCOMPARE(m_doc.serialize().count("\"color\""), 1); // the dim has none
    // A colour chosen is written even when it is the type's default.
    QVERIFY(m_doc.setAnnotationColor({0}, defaultAnnotationColor(AnnotationType::Ring), &why));
    QVERIFY(m_doc.serialize().contains("\"color\": \"#0072b2\""));
}

void TestEditorAnnotations::removingTheLastMarkRemovesTheKey()
{
    QString why;
    QVERIFY(m_doc.addAnnotation(mark(AnnotationType::Ring), &why));
    QVERIFY(m_doc.addAnnotation(mark(AnnotationType::Label), &why));
    QVERIFY(!m_doc.removeAnnotations({2}, &why)); // no such mark: nothing to do
    QVERIFY(m_doc.removeAnnotations({0}, &why));
    QCOMPARE(m_doc.annotations().size(), 1);
    QCOMPARE(m_doc.annotations()[0].type, AnnotationType::Label);
    QVERIFY(m_doc.removeAnnotations({0}, &why));
    QVERIFY(!m_doc.json().contains(u"annotations"_s));
    QCOMPARE(m_doc.serialize(), [] {
        BoardDocument fresh;
        FileError e;
        fresh.load(kBoard, {}, &e);
        return fresh.serialize();
    }());
}

void TestEditorAnnotations::captionIsWrittenPerLanguage()
{
    QString why;
    QVERIFY(m_doc.setCaption(texts(u"Red completes two roads."_s, u"Rood bouwt twee wegen af."_s),
                             &why));
    QCOMPARE(m_doc.caption().in(u"nl"_s), u"Rood bouwt twee wegen af."_s);
    QCOMPARE(m_doc.json().value(u"caption"_s).toObject().value(u"en"_s).toString(),
             u"Red completes two roads."_s);
    // The same text again is no step at all.
    const int steps = m_doc.undoStack()->count();
    QVERIFY(!m_doc.setCaption(m_doc.caption(), &why));
    QCOMPARE(m_doc.undoStack()->count(), steps);
    QVERIFY(m_doc.setCaption(same(u"Both"_s), &why));
    QCOMPARE(m_doc.json().value(u"caption"_s).toString(), u"Both"_s);
    QVERIFY(m_doc.setCaption({}, &why));
    QVERIFY(!m_doc.json().contains(u"caption"_s));
    QVERIFY(!m_doc.setCaption(same(QString(201, u'x')), &why));
    QVERIFY2(why.contains(u"caption"_s), qPrintable(why));
}

void TestEditorAnnotations::numbersCountUp()
{
    QCOMPARE(m_doc.nextAnnotationNumber(), u"1"_s);
    QString why;
    Annotation n = mark(AnnotationType::Number);
    n.text = same(u"7"_s);
    QVERIFY(m_doc.addAnnotation(n, &why));
    n.text = same(u"B"_s); // letters do not count
    QVERIFY(m_doc.addAnnotation(n, &why));
    QCOMPARE(m_doc.nextAnnotationNumber(), u"8"_s);
}

void TestEditorAnnotations::lettersCountUp()
{
    QCOMPARE(m_doc.nextAnnotationLetter(), u"A"_s);
    QString why;
    Annotation n = mark(AnnotationType::Number);
    for (const QString &text : {u"A"_s, u"C"_s, u"7"_s, u"c"_s, u"A1"_s}) {
        n.text = same(text);
        QVERIFY2(m_doc.addAnnotation(n, &why), qPrintable(why));
    }
    // Numbers, lower case and mixed texts are not letters; the furthest letter counts.
    QCOMPARE(m_doc.nextAnnotationLetter(), u"D"_s);
    QCOMPARE(m_doc.nextAnnotationNumber(), u"8"_s);
    n.text = same(u"Z"_s);
    QVERIFY(m_doc.addAnnotation(n, &why));
    QCOMPARE(m_doc.nextAnnotationLetter(), u"AA"_s);
    n.text = texts(u"AZ"_s, u"B"_s); // a per-language text counts by its English one
    QVERIFY(m_doc.addAnnotation(n, &why));
    QCOMPARE(m_doc.nextAnnotationLetter(), u"BA"_s);
}

// Reshaping and setting a marker's meaning each push one step that undo takes back to the
// very same text, and redo gives the changed one again.
void TestEditorAnnotations::shapeAndMeaningAreOneUndoStepEach()
{
    QString why;
    Annotation n = mark(AnnotationType::Number);
    n.text = same(u"A"_s);
    QVERIFY(m_doc.addAnnotation(mark(AnnotationType::Label), &why));
    QVERIFY(m_doc.addAnnotation(n, &why));
    const QByteArray added = m_doc.serialize();
    QVERIFY(!added.contains("\"shape\""));
    const int steps = m_doc.undoStack()->count();

    // Only markers are reshaped: the label among the indices is left alone.
    QVERIFY2(m_doc.setMarkerShape({0, 1}, MarkerShape::Triangle, &why), qPrintable(why));
    QCOMPARE(m_doc.undoStack()->count(), steps + 1);
    QCOMPARE(m_doc.undoStack()->undoText(), u"Reshape 1 marker(s)"_s);
    QCOMPARE(m_doc.annotations()[1].shape, MarkerShape::Triangle);
    QCOMPARE(m_doc.annotations()[0].type, AnnotationType::Label);
    const QByteArray reshaped = m_doc.serialize();
    QVERIFY(reshaped.contains("\"shape\": \"triangle\""));
    QVERIFY(!m_doc.setMarkerShape({0}, MarkerShape::Cross, &why));    // no marker among them
    QVERIFY(!m_doc.setMarkerShape({1}, MarkerShape::Triangle, &why)); // already a triangle
    QCOMPARE(m_doc.undoStack()->count(), steps + 1);

    // A bare cross with a meaning in both languages.
    QVERIFY2(m_doc.setMarker(1, {}, MarkerShape::Cross, texts(u"the city"_s, u"de stad"_s), &why),
             qPrintable(why));
    QCOMPARE(m_doc.undoStack()->count(), steps + 2);
    QCOMPARE(m_doc.undoStack()->undoText(), u"Change marker"_s);
    const QByteArray changed = m_doc.serialize();
    const Annotation a = m_doc.annotations()[1];
    QCOMPARE(a.shape, MarkerShape::Cross);
    QVERIFY(a.text.isEmpty());
    QCOMPARE(a.meaning.in(u"nl"_s), u"de stad"_s);
    QVERIFY(!changed.contains("\"text\": \"A\""));
    // The same again is no change and no step.
    QVERIFY(!m_doc.setMarker(1, {}, MarkerShape::Cross, texts(u"the city"_s, u"de stad"_s), &why));
    QCOMPARE(m_doc.undoStack()->count(), steps + 2);

    m_doc.undoStack()->undo();
    QCOMPARE(m_doc.serialize(), reshaped);
    QVERIFY(m_doc.annotations()[1].meaning.isEmpty());
    QCOMPARE(m_doc.annotations()[1].text.all, u"A"_s);
    m_doc.undoStack()->undo();
    QCOMPARE(m_doc.serialize(), added);
    QCOMPARE(m_doc.annotations()[1].shape, MarkerShape::Circle);
    m_doc.undoStack()->redo();
    QCOMPARE(m_doc.serialize(), reshaped);
    m_doc.undoStack()->redo();
    QCOMPARE(m_doc.serialize(), changed);
    QCOMPARE(m_doc.annotations()[1].meaning.in(u"en"_s), u"the city"_s);
}

// A square needs a text and a meaning is at most 200 characters: the reader's reason comes
// back, naming the key, and nothing is pushed.
void TestEditorAnnotations::markersRefusedByTheReaderChangeNothing()
{
    QString why;
    Annotation n = mark(AnnotationType::Number);
    QVERIFY(m_doc.addAnnotation(n, &why));
    const QByteArray before = m_doc.serialize();
    const int steps = m_doc.undoStack()->count();
    QVERIFY(!m_doc.setMarker(0, {}, MarkerShape::Square, {}, &why));
    QVERIFY2(why.startsWith(u"annotations[0]"_s), qPrintable(why));
    QVERIFY(!m_doc.setMarker(0, same(u"1"_s), MarkerShape::Circle, same(QString(201, u'm')), &why));
    QVERIFY2(why.startsWith(u"annotations[0].meaning"_s), qPrintable(why));
    QCOMPARE(m_doc.undoStack()->count(), steps);
    QCOMPARE(m_doc.serialize(), before);
}

QTEST_GUILESS_MAIN(TestEditorAnnotations)
#include "tst_editor_annotations.moc"
