// SPDX-License-Identifier: GPL-3.0-or-later
// The annotation tools as a user drives them: each tool makes its
// mark with the mouse and keyboard on the real board view, arrows snap and Shift frees them,
// numbers count up, the select tool picks, moves, recolours and deletes marks, every mark is one
// undo step, the caption is typed in the Board panel, and in Explore "Only at this step" gives a
// mark the step's position.
#include "annotationboard.h"
#include "annotationcolorbutton.h"
#include "annotationpainter.h"
#include "annotationtextdialog.h"
#include "annotationtool.h"
#include "annotationtools.h"
#include "boarddocument.h"
#include "boardinfodock.h"
#include "boardview.h"
#include "explorecontroller.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "markerdialog.h"
#include "modalanswerer.h"
#include "selecttool.h"
#include "stepper.h"
#include "stepperdock.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;
using mltest::action;
using mltest::child;

class TestGuiAnnotationTools : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void toolsAreInTheToolBarAndTheEditMenu();
    void arrowSnapsAndShiftLeavesItFree();
    void ringHighlightAndDimMarkWhatIsClicked();
    void numbersCountUpAndTheirTextCanChange();
    void markersTakeLettersShapesAndMeanings();
    void keysOpenTheMarkerWhereOneStands();
    void labelAsksForBothLanguages();
    void selectToolPicksMovesRecoloursAndDeletes();
    void colourChoiceRemembersRecentColours();
    void captionIsTypedInTheBoardPanel();
    void onlyAtThisStepGivesTheStepsPosition();
    void drawsAFaqPictureWithTheMouse_data();
    void drawsAFaqPictureWithTheMouse();

private:
    BoardView *view() const { return m_window->boardView(); }
    QWidget *viewport() const { return view()->viewport(); }
    // The view pixel of a point in cell units, and of the spot of location `on` of `cell`.
    QPoint at(QPointF cells) const;
    QPoint spot(Cell cell, const QString &on) const;
    // The segment a location names on the shown board, to compare locations however named.
    int segmentOf(Cell cell, const QString &on) const;
    void click(QPoint at, Qt::KeyboardModifiers modifiers = {});
    void drag(QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = {});
    // Arms the answer to the text dialog: the English and Dutch fields, OK.
    void answerText(const QString &en, const QString &nl);
    // Arms the answer to the marker dialog: `text` typed over the English text, OK.
    void answerMarker(const QString &text);
    QList<Annotation> marks() const { return m_window->document()->annotations(); }
    int steps() const { return m_window->document()->undoStack()->count(); }

    std::unique_ptr<MainWindow> m_window;
    mltest::ModalAnswerer m_dialogs;
};

namespace
{
const QByteArray &kBoard = mltest::kAnnotationBoard;

AnnotationPoint anchor(Cell cell, const QString &on)
{
    return mltest::anchorPoint(cell, on);
}
} // namespace

void TestGuiAnnotationTools::initTestCase()
{
    mltest::useTestSettings();
    QSettings().remove(u"annotations"_s);
}

void TestGuiAnnotationTools::init()
{
    m_window = mltest::newWindow(u"en"_s);
    FileError error;
    QVERIFY2(m_window->document()->load(kBoard, {}, &error), qPrintable(error.reason));
    // The position after the move, so both tiles are on the board.
    action(m_window.get(), "actionShowMoves")->setChecked(true);
    QVERIFY(mltest::showWindow(*m_window, {1280, 720}));
    view()->fitToWindow();
}

void TestGuiAnnotationTools::cleanup()
{
    m_dialogs.stop();
    m_window.reset();
}

QPoint TestGuiAnnotationTools::at(QPointF cells) const
{
    const qreal size = view()->renderer().geometry().cellSize();
    return view()->mapFromScene((cells + QPointF(0.5, 0.5)) * size);
}

QPoint TestGuiAnnotationTools::spot(Cell cell, const QString &on) const
{
    return view()->mapFromScene(
        view()->renderer().annotationPainter().scenePoint(anchor(cell, on), *view()->game()));
}

int TestGuiAnnotationTools::segmentOf(Cell cell, const QString &on) const
{
    int tile = -1, segment = -1;
    QString why;
    if (!view()->game()->resolveLocation(cell, on, &tile, &segment, &why)) return -1;
    return tile * 100 + segment;
}

void TestGuiAnnotationTools::click(QPoint p, Qt::KeyboardModifiers modifiers)
{
    QTest::mouseMove(viewport(), p);
    QTest::mouseClick(viewport(), Qt::LeftButton, modifiers, p);
}

void TestGuiAnnotationTools::drag(QPoint from, QPoint to, Qt::KeyboardModifiers modifiers)
{
    QTest::mouseMove(viewport(), from);
    QTest::mousePress(viewport(), Qt::LeftButton, modifiers, from);
    QTest::mouseMove(viewport(), (from + to) / 2);
    QTest::mouseMove(viewport(), to);
    QTest::mouseRelease(viewport(), Qt::LeftButton, modifiers, to);
}

void TestGuiAnnotationTools::answerText(const QString &en, const QString &nl)
{
    m_dialogs.expect<AnnotationTextDialog>([en, nl](AnnotationTextDialog *dialog) {
        for (const auto &[name, text] :
             {std::pair{"englishText", en}, std::pair{"dutchText", nl}}) {
            auto *field = child<QLineEdit>(dialog, name);
            field->clear();
            QTest::keyClicks(field, text);
        }
        dialog->accept();
    });
}

void TestGuiAnnotationTools::toolsAreInTheToolBarAndTheEditMenu()
{
    auto *menu = child<QMenu>(m_window.get(), "menuAnnotate");
    auto *bar = child<QToolBar>(m_window.get(), "annotationToolBar");
    const char *names[] = {"actionArrowTool",     "actionRingTool",  "actionNumberTool",
                           "actionHighlightTool", "actionLabelTool", "actionDimTool"};
    for (int i = 0; i < 6; ++i) {
        QAction *a = action(m_window.get(), names[i]);
        QVERIFY2(menu->actions().contains(a), names[i]);
        QVERIFY2(bar->actions().contains(a), names[i]);
        // Alt+1 ... Alt+6 put the tool on the board.
        view()->setFocus();
        QTest::keyClick(m_window.get(), Qt::Key(Qt::Key_1 + i), Qt::AltModifier);
        auto *tool = qobject_cast<AnnotationTool *>(view()->tool());
        QVERIFY2(tool, names[i]);
        QCOMPARE(int(tool->type()), i);
        QVERIFY(a->isChecked());
    }
    // A row of its own: beside the main tools it would not fit 1280 pixels.
    QVERIFY(m_window->toolBarBreak(bar));
    QVERIFY(bar->widgetForAction(bar->actions().last()) ==
            child<QCheckBox>(m_window.get(), "onlyAtThisStep"));
}

void TestGuiAnnotationTools::arrowSnapsAndShiftLeavesItFree()
{
    action(m_window.get(), "actionArrowTool")->trigger();
    // From the east road's spot of (0,0) to a little off the centre of the empty cell (2,1).
    answerText(u"here"_s, u"hier"_s);
    drag(spot({0, 0}, u"E"_s), at({2.08, 1.06}));
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    QCOMPARE(marks().size(), 1);
    Annotation a = marks()[0];
    QCOMPARE(a.type, AnnotationType::Arrow);
    QVERIFY(a.from.anchored);
    QCOMPARE(a.from.at, (Cell{0, 0}));
    QCOMPARE(segmentOf(a.from.at, a.from.on), segmentOf({0, 0}, u"E"_s));
    QVERIFY(!a.to.anchored);
    QCOMPARE(a.to.x, 2.0); // the cell centre: whole numbers
    QCOMPARE(a.to.y, 1.0);
    QCOMPARE(a.label.en, u"here"_s);
    QCOMPARE(a.label.nl, u"hier"_s);
    QVERIFY(!a.colorGiven);
    QCOMPARE(steps(), 1);

    // With Shift both ends stay where the mouse was; an empty label is no label.
    m_dialogs.expect<AnnotationTextDialog>([](AnnotationTextDialog *d) { d->accept(); });
    drag(at({2.3, 0.2}), at({3.25, -0.1}), Qt::ShiftModifier);
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    QCOMPARE(marks().size(), 2);
    a = marks()[1];
    QVERIFY(!a.from.anchored && !a.to.anchored);
    const qreal pixel = 1.0 / view()->renderer().geometry().cellSize() / view()->zoom();
    QVERIFY2(qAbs(a.from.x - 2.3) <= 0.01 + pixel && qAbs(a.from.y - 0.2) <= 0.01 + pixel,
             qPrintable(u"%1,%2"_s.arg(a.from.x).arg(a.from.y)));
    QVERIFY(qAbs(a.to.x - 3.25) <= 0.01 + pixel && qAbs(a.to.y + 0.1) <= 0.01 + pixel);
    QVERIFY(a.label.isEmpty());
    QVERIFY(!m_window->document()
                 ->json()
                 .value(u"annotations"_s)
                 .toArray()
                 .at(1)
                 .toObject()
                 .contains(u"label"_s));

    // A cancelled label leaves no arrow; a click without a drag makes none either.
    m_dialogs.expect<AnnotationTextDialog>([](AnnotationTextDialog *d) { d->reject(); });
    drag(at({2, 2}), at({3, 3}));
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    click(at({2, 2}));
    QCOMPARE(marks().size(), 2);
    QCOMPARE(steps(), 2);
    m_window->document()->undoStack()->undo();
    QCOMPARE(marks().size(), 1);
}

void TestGuiAnnotationTools::ringHighlightAndDimMarkWhatIsClicked()
{
    action(m_window.get(), "actionRingTool")->trigger();
    click(spot({1, 0}, u"N"_s));
    QCOMPARE(marks().size(), 1);
    QCOMPARE(marks()[0].type, AnnotationType::Ring);
    QCOMPARE(marks()[0].at.at, (Cell{1, 0}));
    QCOMPARE(segmentOf({1, 0}, marks()[0].at.on), segmentOf({1, 0}, u"N"_s));
    click(at({4, 4})); // nothing to ring on the empty table
    QCOMPARE(marks().size(), 1);
    QVERIFY(m_window->statusBar()->currentMessage().contains(u"nothing here"_s));

    action(m_window.get(), "actionHighlightTool")->trigger();
    click(spot({0, 0}, u"N"_s));
    QCOMPARE(marks().size(), 2);
    QCOMPARE(marks()[1].type, AnnotationType::Highlight);
    QCOMPARE(segmentOf({0, 0}, marks()[1].at.on), segmentOf({0, 0}, u"N"_s));

    action(m_window.get(), "actionDimTool")->trigger();
    drag(at({2.9, 0.8}), at({4.1, 1.3}));
    QCOMPARE(marks().size(), 3);
    QCOMPARE(marks()[2].type, AnnotationType::Dim);
    QCOMPARE(marks()[2].cells, (QList<Cell>{{3, 1}, {4, 1}}));
    QCOMPARE(steps(), 3);
    m_window->document()->undoStack()->undo();
    QCOMPARE(marks().size(), 2);
}

void TestGuiAnnotationTools::numbersCountUpAndTheirTextCanChange()
{
    action(m_window.get(), "actionNumberTool")->trigger();
    click(spot({0, 0}, u"E"_s));
    click(spot({1, 0}, u"N"_s));
    click(at({2.33, 0.41}), Qt::ShiftModifier); // free
    QCOMPARE(marks().size(), 3);
    QCOMPARE(marks()[0].text.all, u"1"_s);
    QCOMPARE(marks()[1].text.all, u"2"_s);
    QCOMPARE(marks()[2].text.all, u"3"_s);
    QVERIFY(marks()[0].at.anchored);
    QVERIFY(!marks()[2].at.anchored);
    QVERIFY(qAbs(marks()[2].at.x - 2.33) < 0.03);
    QCOMPARE(steps(), 3);
    // Any text of 1 to 3 characters, changed afterwards through the select tool.
    m_window->useSelectTool();
    answerMarker(u"A"_s);
    QVERIFY(m_window->selectTool()->editAnnotationText(1));
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    QCOMPARE(marks()[1].text.all, u"A"_s);
    QCOMPARE(m_window->document()->nextAnnotationNumber(), u"4"_s);
    answerMarker(u"12345"_s); // the field takes three characters
    QVERIFY(m_window->selectTool()->editAnnotationText(1));
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    QCOMPARE(marks()[1].text.all, u"123"_s);
}

void TestGuiAnnotationTools::answerMarker(const QString &text)
{
    m_dialogs.expect<MarkerDialog>([text](MarkerDialog *dialog) {
        auto *field = child<QLineEdit>(dialog, "englishText");
        field->selectAll();
        QTest::keyClicks(field, text);
        child<QLineEdit>(dialog, "dutchText")->clear();
        dialog->accept();
    });
}

// The number tool as a user drives it with the tool bar and the marker dialog: letters count
// up, the shape chosen by keys goes to new markers, a triangle may stand bare, a circle may
// not, and a click on a marker opens its shape and meaning, one undo step.
void TestGuiAnnotationTools::markersTakeLettersShapesAndMeanings()
{
    action(m_window.get(), "actionNumberTool")->trigger();
    auto *texts = child<QComboBox>(m_window.get(), "markerText");
    auto *shapes = child<QComboBox>(m_window.get(), "markerShape");
    QCOMPARE(texts->currentText(), u"1, 2, 3…"_s);
    QCOMPARE(shapes->currentText(), u"Circle"_s);
    // By keys: letters, then the triangle (two down from the circle).
    texts->setFocus();
    QTest::keyClick(texts, Qt::Key_Down);
    QCOMPARE(texts->currentText(), u"A, B, C…"_s);
    shapes->setFocus();
    QTest::keyClick(shapes, Qt::Key_Down);
    QTest::keyClick(shapes, Qt::Key_Down);
    QCOMPARE(shapes->currentText(), u"Triangle"_s);
    QVERIFY(m_window->statusBar()->currentMessage().contains(u"(A)"_s));
    click(spot({0, 0}, u"E"_s));
    click(spot({1, 0}, u"N"_s));
    QCOMPARE(marks().size(), 2);
    QCOMPARE(marks()[0].text.all, u"A"_s);
    QCOMPARE(marks()[1].text.all, u"B"_s);
    QCOMPARE(marks()[1].shape, MarkerShape::Triangle);
    // A bare triangle.
    texts->setFocus();
    QTest::keyClick(texts, Qt::Key_Down);
    QCOMPARE(texts->currentText(), u"No text"_s);
    click(at({2.3, 0.4}), Qt::ShiftModifier);
    QCOMPARE(marks().size(), 3);
    QVERIFY(marks()[2].text.isEmpty());
    QCOMPARE(marks()[2].shape, MarkerShape::Triangle);
    // A bare circle is not offered: nothing is added and the status bar says why.
    shapes->setFocus();
    QTest::keyClick(shapes, Qt::Key_Up);
    QTest::keyClick(shapes, Qt::Key_Up);
    QCOMPARE(shapes->currentText(), u"Circle"_s);
    click(at({-1.3, 0.4}), Qt::ShiftModifier);
    QCOMPARE(marks().size(), 3);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(u"needs a text"_s),
             qPrintable(m_window->statusBar()->currentMessage()));
    const int before = steps();
    const QByteArray saved = m_window->document()->serialize();

    // A click on marker A opens it: a square left without a text is refused inside the
    // dialog, then the cross and a meaning in both languages are taken, all by keys.
    bool refusedInside = false;
    m_dialogs.expect<MarkerDialog>([&refusedInside](MarkerDialog *dialog) {
        auto *shape = child<QComboBox>(dialog, "shape");
        auto *text = child<QLineEdit>(dialog, "englishText");
        QCOMPARE(text->text(), u"A"_s);
        QCOMPARE(shape->currentText(), u"Triangle"_s);
        shape->setFocus();
        QTest::keyClick(shape, Qt::Key_Up);
        QCOMPARE(shape->currentText(), u"Square"_s);
        text->clear();
        child<QLineEdit>(dialog, "dutchText")->clear();
        QTest::keyClick(text, Qt::Key_Return);
        refusedInside = dialog->isVisible() && child<QLabel>(dialog, "problem")->isVisible();
        QTest::keyClicks(text, u"A"_s);
        shape->setFocus();
        QTest::keyClick(shape, Qt::Key_Down);
        QTest::keyClick(shape, Qt::Key_Down);
        QCOMPARE(shape->currentText(), u"Cross"_s);
        QTest::keyClick(shape, Qt::Key_Tab); // on to the text fields, then the meanings
        QTest::keyClick(dialog->focusWidget(), Qt::Key_Tab);
        QTest::keyClick(dialog->focusWidget(), Qt::Key_Tab);
        QCOMPARE(dialog->focusWidget(),
                 static_cast<QWidget *>(child<QLineEdit>(dialog, "englishMeaning")));
        QTest::keyClicks(dialog->focusWidget(), u"the city Red completes"_s);
        QTest::keyClick(dialog->focusWidget(), Qt::Key_Tab);
        QTest::keyClicks(dialog->focusWidget(), u"de stad die rood afbouwt"_s);
        QTest::keyClick(dialog->focusWidget(), Qt::Key_Return);
    });
    click(spot({0, 0}, u"E"_s));
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    QVERIFY(refusedInside);
    QCOMPARE(marks().size(), 3);
    QCOMPARE(steps(), before + 1);
    Annotation a = marks()[0];
    QCOMPARE(a.text.all, u"A"_s);
    QCOMPARE(a.shape, MarkerShape::Cross);
    QCOMPARE(a.meaning.in(u"en"_s), u"the city Red completes"_s);
    QCOMPARE(a.meaning.in(u"nl"_s), u"de stad die rood afbouwt"_s);
    const QByteArray changed = m_window->document()->serialize();
    m_window->document()->undoStack()->undo();
    QCOMPARE(m_window->document()->serialize(), saved);
    QVERIFY(marks()[0].meaning.isEmpty());
    m_window->document()->undoStack()->redo();
    QCOMPARE(m_window->document()->serialize(), changed);

    // The select tool's shape choice reshapes the markers it holds, one step.
    m_window->useSelectTool();
    m_window->selectTool()->selectAnnotation(1);
    shapes->setFocus();
    QTest::keyClick(shapes, Qt::Key_Down);
    QCOMPARE(shapes->currentText(), u"Square"_s);
    QCOMPARE(marks()[1].shape, MarkerShape::Square);
    QCOMPARE(steps(), before + 2);
}

// By keys alone: Enter puts a marker on the cell's centre, and Enter there again opens it.
void TestGuiAnnotationTools::keysOpenTheMarkerWhereOneStands()
{
    action(m_window.get(), "actionNumberTool")->trigger();
    view()->setFocus();
    QTest::keyClick(viewport(), Qt::Key_Return); // shows the cell cursor
    QTest::keyClick(viewport(), Qt::Key_Return);
    QCOMPARE(marks().size(), 1);
    QCOMPARE(marks()[0].text.all, u"1"_s);
    m_dialogs.expect<MarkerDialog>([](MarkerDialog *dialog) {
        auto *meaning = child<QLineEdit>(dialog, "englishMeaning");
        meaning->setFocus();
        QTest::keyClicks(meaning, u"the start"_s);
        QTest::keyClick(meaning, Qt::Key_Return);
    });
    QTest::keyClick(viewport(), Qt::Key_Return);
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    QCOMPARE(marks().size(), 1);
    QCOMPARE(marks()[0].meaning.all, u"the start"_s);
    QCOMPARE(steps(), 2);
}

void TestGuiAnnotationTools::labelAsksForBothLanguages()
{
    action(m_window.get(), "actionLabelTool")->trigger();
    answerText(u"6 points"_s, u"6 punten"_s);
    click(at({2.5, -0.75}));
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    QCOMPARE(marks().size(), 1);
    const Annotation a = marks()[0];
    QCOMPARE(a.type, AnnotationType::Label);
    QVERIFY(a.text.perLanguage);
    QCOMPARE(a.text.in(u"nl"_s), u"6 punten"_s);
    QVERIFY(qAbs(a.at.x - 2.5) < 0.03 && qAbs(a.at.y + 0.75) < 0.03);
    // The same text in both fields is one text for every language.
    answerText(u"+6"_s, u"+6"_s);
    click(at({-1.5, 0}));
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    QCOMPARE(marks()[1].text.all, u"+6"_s);
    QVERIFY(!marks()[1].text.perLanguage);
}

void TestGuiAnnotationTools::selectToolPicksMovesRecoloursAndDeletes()
{
    BoardDocument *doc = m_window->document();
    Annotation number;
    number.type = AnnotationType::Number;
    number.at = anchor({0, 0}, u"E"_s);
    number.text.all = u"1"_s;
    number.color = defaultAnnotationColor(number.type);
    Annotation label;
    label.type = AnnotationType::Label;
    label.at.x = 2.5;
    label.at.y = -1;
    label.text.all = u"six"_s;
    label.color = defaultAnnotationColor(label.type);
    QString why;
    QVERIFY(doc->addAnnotation(number, &why));
    QVERIFY(doc->addAnnotation(label, &why));
    doc->undoStack()->clear();
    m_window->useSelectTool();
    SelectTool *select = m_window->selectTool();

    click(spot({0, 0}, u"E"_s));
    QCOMPARE(select->selectedAnnotations(), QSet<int>{0});
    click(at({2.5, -1}), Qt::ControlModifier);
    QCOMPARE(select->selectedAnnotations(), (QSet<int>{0, 1}));
    // A rectangle on the empty table picks what lies in it.
    drag(at({2, -1.4}), at({3, -0.6}));
    QCOMPARE(select->selectedAnnotations(), QSet<int>{1});

    // The number dragged to the spot of the north city of (1,0) snaps onto it.
    click(spot({0, 0}, u"E"_s));
    drag(spot({0, 0}, u"E"_s), spot({1, 0}, u"N"_s) + QPoint(2, 1));
    QCOMPARE(doc->undoStack()->count(), 1);
    QVERIFY(marks()[0].at.anchored);
    QCOMPARE(marks()[0].at.at, (Cell{1, 0}));
    QCOMPARE(segmentOf({1, 0}, marks()[0].at.on), segmentOf({1, 0}, u"N"_s));
    QCOMPARE(select->selectedAnnotations(), QSet<int>{0}); // still held for the next step

    // Recoloured from the colour button's menu.
    auto *button = child<AnnotationColorButton>(m_window.get(), "annotationColor");
    QAction *green = nullptr;
    for (QAction *a : button->menu()->actions())
        if (a->data().toString() == u"#009e73"_s) green = a;
    QVERIFY(green);
    green->trigger();
    QCOMPARE(marks()[0].color, u"#009e73"_s);
    QVERIFY(marks()[0].colorGiven);
    QCOMPARE(marks()[1].color, defaultAnnotationColor(AnnotationType::Label));
    QCOMPARE(doc->undoStack()->count(), 2);
    // The next mark a tool draws takes the chosen colour too.
    QCOMPARE(m_window->annotationTools()->tool(AnnotationType::Ring)->color(), u"#009e73"_s);

    // The context menu of a mark offers its text and deleting it.
    QStringList offered;
    QTimer::singleShot(100, this, [&offered] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu) return;
        for (QAction *a : menu->actions())
            offered << a->text();
        menu->close();
    });
    QTimer::singleShot(3000, this, [] { // never left hanging in the menu's own loop
        if (QWidget *popup = QApplication::activePopupWidget()) popup->close();
    });
    QTest::mouseClick(viewport(), Qt::RightButton, {}, spot({1, 0}, u"N"_s));
    QCOMPARE(offered.size(), 2);
    QCOMPARE(offered[0], u"Edit marker…"_s);
    QVERIFY2(offered[1].startsWith(u"Delete 1 annotation"_s), qPrintable(offered[1]));
    QCOMPARE(select->selectedAnnotations(), QSet<int>{0});

    // Delete removes the selected mark; undo brings it back.
    view()->setFocus();
    QTest::keyClick(viewport(), Qt::Key_Delete);
    QCOMPARE(marks().size(), 1);
    QCOMPARE(marks()[0].type, AnnotationType::Label);
    QCOMPARE(doc->undoStack()->count(), 3);
    doc->undoStack()->undo();
    QCOMPARE(marks().size(), 2);
    QCOMPARE(marks()[0].color, u"#009e73"_s);
}

void TestGuiAnnotationTools::colourChoiceRemembersRecentColours()
{
    auto *button = child<AnnotationColorButton>(m_window.get(), "annotationColor");
    QVERIFY(button->color().isEmpty()); // each type's default to start with
    action(m_window.get(), "actionRingTool")->trigger();
    click(spot({1, 0}, u"N"_s));
    QVERIFY(!marks()[0].colorGiven);
    QCOMPARE(marks()[0].color, defaultAnnotationColor(AnnotationType::Ring));
    button->choose(u"#cc79a7"_s);
    button->choose(u"#123456"_s);
    QCOMPARE(button->recentColors().mid(0, 2), (QStringList{u"#123456"_s, u"#cc79a7"_s}));
    click(spot({0, 0}, u"N"_s));
    QCOMPARE(marks()[1].color, u"#123456"_s);
    QVERIFY(marks()[1].colorGiven);
    // Another window finds the recent colours in its menu.
    AnnotationColorButton other;
    QStringList inMenu;
    for (QAction *a : other.menu()->actions())
        inMenu << a->data().toString();
    QVERIFY(inMenu.contains(u"#123456"_s));
}

void TestGuiAnnotationTools::captionIsTypedInTheBoardPanel()
{
    BoardInfoDock *dock = m_window->infoDock();
    dock->show();
    dock->raise();
    auto *english = child<QLineEdit>(dock, "captionEnglish");
    auto *dutch = child<QLineEdit>(dock, "captionDutch");
    english->setFocus();
    QTest::keyClicks(english, u"Red completes two roads."_s);
    QCOMPARE(steps(), 0); // not per keystroke
    QTest::keyClick(english, Qt::Key_Return);
    QCOMPARE(steps(), 1);
    QCOMPARE(m_window->document()->caption().all, u"Red completes two roads."_s);
    dutch->setFocus();
    dutch->selectAll();
    QTest::keyClicks(dutch, u"Rood bouwt twee wegen af."_s);
    QTest::keyClick(dutch, Qt::Key_Tab); // leaving the field finishes the edit
    QCOMPARE(steps(), 2);
    const QJsonObject caption = m_window->document()->json().value(u"caption"_s).toObject();
    QCOMPARE(caption.value(u"en"_s).toString(), u"Red completes two roads."_s);
    QCOMPARE(caption.value(u"nl"_s).toString(), u"Rood bouwt twee wegen af."_s);
    m_window->document()->undoStack()->undo();
    QCOMPARE(dutch->text(), u"Red completes two roads."_s); // the one text shows in both
    m_window->document()->undoStack()->undo();
    QVERIFY(english->text().isEmpty());
}

void TestGuiAnnotationTools::onlyAtThisStepGivesTheStepsPosition()
{
    action(m_window.get(), "actionExplore")->trigger();
    QVERIFY(m_window->explore()->isExploring());
    Stepper *stepper = m_window->stepperDock()->stepper();
    stepper->jumpTo(0); // the set-up
    QCOMPARE(view()->shownPosition(), 0);
    auto *only = child<QCheckBox>(m_window.get(), "onlyAtThisStep");
    only->setChecked(true);
    action(m_window.get(), "actionRingTool")->trigger();
    // Explore rearranges the panels; the board is fitted again once they settle.
    QTest::qWait(50);
    click(spot({0, 0}, u"N"_s));
    QVERIFY2(marks().size() == 1, qPrintable(m_window->statusBar()->currentMessage()));
    QCOMPARE(marks()[0].after, std::optional<int>(0));
    // A step of moves[0] is position 1: the tile placed there can be ringed.
    int inMove = -1;
    for (int i = 0; i < stepper->count(); ++i)
        if (stepper->step(i).move == 0) inMove = i;
    QVERIFY(inMove > 0);
    stepper->jumpTo(inMove);
    QCOMPARE(view()->shownPosition(), 1);
    click(spot({1, 0}, u"N"_s));
    QCOMPARE(marks().size(), 2);
    QCOMPARE(marks()[1].after, std::optional<int>(1));
    // The set-up's ring is not drawn here, so it is not picked here either.
    m_window->useSelectTool();
    QCOMPARE(m_window->selectTool()->annotationAt(view()->mapToScene(spot({0, 0}, u"N"_s))), -1);
    QCOMPARE(m_window->selectTool()->annotationAt(
                 view()->mapToScene(spot({1, 0}, u"N"_s) + QPoint(0, 0))),
             1);
    // Unchecked, a mark is shown on every step.
    only->setChecked(false);
    action(m_window.get(), "actionHighlightTool")->trigger();
    click(spot({1, 0}, u"E"_s));
    QCOMPARE(marks().size(), 3);
    QVERIFY(!marks()[2].after);
    QCOMPARE(steps(), 3);
    // The select tool picks and deletes marks on a step too, though the step is no set-up.
    m_window->useSelectTool();
    click(spot({1, 0}, u"N"_s));
    QCOMPARE(m_window->selectTool()->selectedAnnotations(), QSet<int>{1});
    view()->setFocus();
    QTest::keyClick(viewport(), Qt::Key_Delete);
    QCOMPARE(marks().size(), 2);
    QCOMPARE(marks()[1].type, AnnotationType::Highlight);
    QCOMPARE(steps(), 4);
}

void TestGuiAnnotationTools::drawsAFaqPictureWithTheMouse_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("nl") << u"nl"_s;
}

// The Mage & Witch page's "two roads" example finished as a FAQ picture, all with the mouse:
// the deciding figures ringed, the two roads numbered, the city tinted, the points written,
// an arrow from the mage to the new junction, the last tile dimmed and a caption. With
// MEEPLELAB_SCREENSHOTS set it is saved as docs/screenshot-annotations-<language>.png, the
// arrow tool caught in the middle of a drag.
void TestGuiAnnotationTools::drawsAFaqPictureWithTheMouse()
{
    QFETCH(QString, language);
    QVERIFY(m_window->languages()->setLanguage(language));
    QVERIFY(m_window->openFile(u":/examples/mw-2-two-roads.meeple"_s));
    // In Explore, at the scoring of the left road: the figures that decide are still there.
    QVERIFY(mltest::exploreFirstScoring(*m_window));
    child<QCheckBox>(m_window.get(), "onlyAtThisStep")->setChecked(true);
    QTest::qWait(50); // the panels of Explore settle, the board is fitted again
    action(m_window.get(), "actionRingTool")->trigger();
    click(spot({-1, 0}, u"E"_s)); // red's meeple on the left road
    click(spot({2, 0}, u"E"_s));  // blue's on the right one
    action(m_window.get(), "actionNumberTool")->trigger();
    click(spot({1, 0}, u"W"_s));
    click(spot({1, 0}, u"E"_s));
    action(m_window.get(), "actionHighlightTool")->trigger();
    click(spot({-1, 0}, u"E"_s));
    action(m_window.get(), "actionLabelTool")->trigger();
    answerText(u"+6 with the mage"_s, u"+6 met de tovenaar"_s);
    click(at({-0.5, -0.75}));
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    answerText(u"+3: half, for the witch"_s, u"+3: de helft, door de heks"_s);
    click(at({3.5, 0.75}));
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    action(m_window.get(), "actionDimTool")->trigger();
    drag(at({4.7, -0.3}), at({5.3, 0.3}));
    auto *english = child<QLineEdit>(m_window->infoDock(), "captionEnglish");
    english->setFocus();
    QTest::keyClicks(english, u"One junction finishes two roads."_s);
    QTest::keyClick(english, Qt::Key_Return);
    auto *dutch = child<QLineEdit>(m_window->infoDock(), "captionDutch");
    dutch->setFocus();
    dutch->clear();
    dutch->insert(u"Eén kruising maakt twee wegen af."_s); // typed: keyClicks knows ASCII only
    QTest::keyClick(dutch, Qt::Key_Return);

    const QList<Annotation> all = marks();
    QCOMPARE(all.size(), 8);
    const QList<AnnotationType> types = {AnnotationType::Ring,      AnnotationType::Ring,
                                         AnnotationType::Number,    AnnotationType::Number,
                                         AnnotationType::Highlight, AnnotationType::Label,
                                         AnnotationType::Label,     AnnotationType::Dim};
    for (qsizetype i = 0; i < all.size(); ++i)
        QCOMPARE(all[i].type, types[i]);
    QCOMPARE(all[3].text.all, u"2"_s);
    QCOMPARE(all[7].cells, (QList<Cell>{{5, 0}}));
    for (const Annotation &a : all)
        QCOMPARE(a.after, std::optional<int>(1)); // a step of moves[0]
    QCOMPARE(m_window->document()->caption().in(u"nl"_s), u"Eén kruising maakt twee wegen af."_s);
    QCOMPARE(steps(), 10); // eight marks and each caption field once

    // The arrow tool in use: from the mage towards the junction, caught mid-drag.
    action(m_window.get(), "actionArrowTool")->trigger();
    const QPoint from = spot({0, 0}, u"W"_s), to = at({1, 0.3});
    QTest::mouseMove(viewport(), from);
    QTest::mousePress(viewport(), Qt::LeftButton, {}, from);
    QTest::mouseMove(viewport(), (from + to) / 2);
    QTest::mouseMove(viewport(), to);
    const QByteArray shots = qgetenv("MEEPLELAB_SCREENSHOTS");
    if (!shots.isEmpty()) {
        QTest::qWait(200);
        QVERIFY(m_window->grab().save(QString::fromLocal8Bit(shots) +
                                      u"/screenshot-annotations-%1.png"_s.arg(language)));
    }
    answerText(u"the mage"_s, u"de tovenaar"_s);
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, to);
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    QCOMPARE(marks().size(), 9);
    QVERIFY(marks()[8].from.anchored);
    QCOMPARE(marks()[8].label.in(u"nl"_s), u"de tovenaar"_s);
}

QTEST_MAIN(TestGuiAnnotationTools)
#include "tst_gui_annotationtools.moc"
