// SPDX-License-Identifier: GPL-3.0-or-later
// The editor by keyboard alone: Tab puts the keys on the board and its cell cursor shows at
// once, whatever the tool; figures and every kind of mark go where the cursor is; and a whole
// worked example of the rules (EX-MW-2, resources/examples/mw-2-two-roads.meeple) is built from a
// new board and exported with no mouse event at all.
#include "annotationtool.h"
#include "annotationtools.h"
#include "boarddocument.h"
#include "boardfile.h"
#include "boardview.h"
#include "exportdialog.h"
#include "figurespots.h"
#include "figuretool.h"
#include "game.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "movetool.h"
#include "rulesdialog.h"
#include "tilepalettedock.h"
#include "tileplacetool.h"
#include "timeline.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListView>
#include <QStatusBar>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
// Counts the mouse buttons pressed anywhere in the program.
class MouseWatch : public QObject
{
public:
    int presses = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        const QEvent::Type t = event->type();
        if (t == QEvent::MouseButtonPress || t == QEvent::MouseButtonDblClick ||
            t == QEvent::MouseButtonRelease)
            ++presses;
        return false;
    }
};
// The widget of `dialog` that has the keys: its focus widget, which the dialog keeps also when
// the offscreen platform leaves the main window active behind it (no window system does).
QWidget *keysIn(QDialog *dialog)
{
    if (QApplication::activeWindow() != dialog) {
        dialog->activateWindow();
        // A window manager makes it active in a moment; offscreen it may never be.
        (void)QTest::qWaitForWindowActive(dialog, 2000);
    }
    // Before it was ever active a dialog has no focus widget yet: its first one takes the keys,
    // as activation would give them to it.
    if (!dialog->focusWidget()) {
        QWidget *first = dialog->nextInFocusChain();
        while (first != dialog && !((first->focusPolicy() & Qt::TabFocus) &&
                                    first->isVisibleTo(dialog) && first->isEnabled()))
            first = first->nextInFocusChain();
        first->setFocus(Qt::TabFocusReason);
    }
    return dialog->focusWidget() ? dialog->focusWidget() : dialog;
}
} // namespace

class TestGuiKeyboardOnly : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase() { mltest::settleThreads(); }
    void tabShowsTheCellCursorAtOnce_data();
    void tabShowsTheCellCursorAtOnce();
    void figureGoesOnTheSpotOfItsNumber();
    void everyMarkByKeyboard();
    void buildsExMw2AndExportsItByKeyboardAlone_data();
    void buildsExMw2AndExportsItByKeyboardAlone();

private:
    BoardView *view() const { return m_window->boardView(); }
    BoardDocument *document() const { return m_window->document(); }
    QString status() const { return m_window->statusBar()->currentMessage(); }
    QWidget *focus() const { return QApplication::focusWidget(); }
    // A key (with its modifiers) to the widget that has the keys, as the keyboard sends it;
    // window shortcuts take it from there.
    void press(QKeySequence keys);
    // Tab, up to 60 times, until the board has the keys.
    void tabToBoard();
    // Arrow keys until the board's cell cursor stands on `cell`.
    void cursorTo(Cell cell);
    // Ctrl+F, the tile's id and Enter: the palette picks the tile and the board gets the keys.
    void pickTile(const QString &id);
    // The tile picked, turned `quarters` with R, placed at `cell` with Enter.
    void placeTile(const QString &id, Cell cell, int quarters);
    // Next figure / Next player until the figure tool holds `type` (and `player`).
    void chooseFigure(FigureType type, const QString &player);
    // The number key of the first spot of the tile at the cursor that is `wanted`, 0 when none.
    int digitWhere(const std::function<bool(const FigureSpot &)> &wanted) const;
    // The number key of the first spot of `kind` of the tile at the cursor, 0 when none.
    int digitOf(SegmentKind kind) const;
    // The number key of segment `segment` of the tile at the cursor, 0 when none.
    int digitOfSegment(int segment) const;

    std::unique_ptr<MainWindow> m_window;
    mltest::ModalAnswerer m_modal;
    MouseWatch m_mouse;
    QTemporaryDir m_dir;
};

void TestGuiKeyboardOnly::initTestCase()
{
    mltest::useTestSettings();
    QVERIFY(m_dir.isValid());
}

void TestGuiKeyboardOnly::init()
{
    m_window = mltest::newWindow(u"en"_s);
    m_window->newBoard({u"base"_s, u"mage-witch"_s}, u"C3"_s, 2);
    QVERIFY(mltest::showWindow(*m_window, {1280, 720}));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_mouse.presses = 0;
    qApp->installEventFilter(&m_mouse);
}

void TestGuiKeyboardOnly::cleanup()
{
    qApp->removeEventFilter(&m_mouse);
    m_modal.stop();
    m_window.reset();
}

void TestGuiKeyboardOnly::press(QKeySequence keys)
{
    // A closed dialog gives the keys back to the window; the offscreen platform does not
    // activate it again as a window manager does.
    if (!QApplication::activeWindow()) {
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }
    QWidget *to = focus() ? focus() : m_window.get();
    QTest::keySequence(to, keys);
}

void TestGuiKeyboardOnly::tabToBoard()
{
    if (!QApplication::activeWindow()) {
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }
    // From the palette's search, so that the board takes the keys by Tab as a user's does.
    if (view()->hasFocus()) m_window->paletteDock()->searchField()->setFocus();
    QStringList passed;
    for (int i = 0; i < 60 && !view()->hasFocus(); ++i) {
        QTest::keyClick(focus() ? focus() : m_window.get(), Qt::Key_Tab);
        passed << (focus() ? focus()->objectName() + u':' +
                                 QLatin1String(focus()->metaObject()->className())
                           : u"none"_s);
    }
    QVERIFY2(view()->hasFocus(), qPrintable(passed.join(u", "_s)));
}

void TestGuiKeyboardOnly::cursorTo(Cell cell)
{
    const CellCursor &cursor = view()->keyCursor();
    QVERIFY(cursor.shown());
    for (int i = 0; i < 40 && cursor.cell() != cell; ++i) {
        const Cell at = cursor.cell();
        const Qt::Key key = at.x < cell.x   ? Qt::Key_Right
                            : at.x > cell.x ? Qt::Key_Left
                            : at.y < cell.y ? Qt::Key_Down
                                            : Qt::Key_Up;
        QTest::keyClick(view(), key);
    }
    QCOMPARE(cursor.cell(), cell);
}

void TestGuiKeyboardOnly::pickTile(const QString &id)
{
    press(QKeySequence(Qt::CTRL | Qt::Key_F));
    QCOMPARE(focus(), m_window->paletteDock()->searchField());
    QTest::keyClicks(focus(), id);
    QTest::keyClick(focus(), Qt::Key_Return);
    QVERIFY(view()->hasFocus());
}

void TestGuiKeyboardOnly::placeTile(const QString &id, Cell cell, int quarters)
{
    pickTile(id);
    TilePlaceTool *tool = m_window->tileTool();
    QCOMPARE(view()->tool(), tool);
    QCOMPARE(tool->tileId(), id);
    for (int i = 0; i < 4 && tool->rotation() != quarters; ++i)
        QTest::keyClick(view(), Qt::Key_R);
    QCOMPARE(tool->rotation(), quarters);
    cursorTo(cell);
    const qsizetype before = document()->tiles().size();
    QTest::keyClick(view(), Qt::Key_Return);
    QVERIFY2(document()->tiles().size() == before + 1, qPrintable(status()));
}

void TestGuiKeyboardOnly::chooseFigure(FigureType type, const QString &player)
{
    auto *figure = mltest::child<QComboBox>(m_window.get(), "figureChoice");
    auto *players = mltest::child<QComboBox>(m_window.get(), "playerChoice");
    press(QKeySequence(Qt::CTRL | Qt::Key_3)); // Place figure
    for (int i = 0; i < 8 && figure->currentData().toInt() != int(type); ++i)
        press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    QCOMPARE(figure->currentData().toInt(), int(type));
    QCOMPARE(view()->tool(), m_window->figureTool());
    for (int i = 0; i < 8 && !player.isEmpty() && players->currentData().toString() != player; ++i)
        press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    if (!player.isEmpty()) QCOMPARE(players->currentData().toString(), player);
}

int TestGuiKeyboardOnly::digitWhere(const std::function<bool(const FigureSpot &)> &wanted) const
{
    const Game *game = view()->game();
    const int tile = game->board().tileIndexAt(view()->keyCursor().cell());
    if (tile < 0) return 0;
    const PlacedTile &t = game->board().tiles()[size_t(tile)];
    const FigureSpots spots(*t.type, t.at, t.rot);
    for (int d = 1; d <= 9; ++d)
        if (spots.spot(d) && wanted(*spots.spot(d))) return d;
    return 0;
}

int TestGuiKeyboardOnly::digitOf(SegmentKind kind) const
{
    return digitWhere([kind](const FigureSpot &s) { return s.kind == kind; });
}

int TestGuiKeyboardOnly::digitOfSegment(int segment) const
{
    return digitWhere([segment](const FigureSpot &s) { return s.segment == segment; });
}

void TestGuiKeyboardOnly::tabShowsTheCellCursorAtOnce_data()
{
    QTest::addColumn<QString>("tool");
    QTest::newRow("select") << u"actionSelectTool"_s;
    QTest::newRow("tile, none picked") << u"actionTileTool"_s;
    QTest::newRow("figure") << u"actionFigureTool"_s;
    QTest::newRow("arrow") << u"actionArrowTool"_s;
    QTest::newRow("dim") << u"actionDimTool"_s;
}

// Whatever the tool, the cursor shows as the board takes the keys, on the last tile laid (a
// new board's start tile), and the status bar names the cell and says what is there.
void TestGuiKeyboardOnly::tabShowsTheCellCursorAtOnce()
{
    QFETCH(QString, tool);
    mltest::action(m_window.get(), tool.toLatin1().constData())->trigger();
    m_window->paletteDock()->view()->setFocus();
    view()->keyCursor().hide();
    tabToBoard();
    QVERIFY(view()->keyCursor().shown());
    QVERIFY2(view()->keyCursor().cell() == (Cell{0, 0}),
             qPrintable(u"(%1, %2), status %3"_s.arg(view()->keyCursor().cell().x)
                            .arg(view()->keyCursor().cell().y)
                            .arg(status())));
    const QString here = view()->cellNames().name({0, 0});
    QVERIFY2(status().startsWith(here + u": "_s), qPrintable(status()));
    QTest::keyClick(view(), Qt::Key_Right);
    QCOMPARE(view()->keyCursor().cell(), (Cell{1, 0}));
    QVERIFY2(status().contains(u"no tile"_s), qPrintable(status()));
    QCOMPARE(m_mouse.presses, 0);
}

// The figure tool's keys: the spots of the tile at the cursor are listed, a number puts the
// figure there, a number the tile does not have is refused with the list.
void TestGuiKeyboardOnly::figureGoesOnTheSpotOfItsNumber()
{
    tabToBoard();
    press(QKeySequence(Qt::CTRL | Qt::Key_3));
    QCOMPARE(view()->tool(), m_window->figureTool());
    QTest::keyClick(view(), Qt::Key_Left); // onto D again from its own cell, and back
    QTest::keyClick(view(), Qt::Key_Right);
    QVERIFY2(status().contains(u"1 "_s) && status().contains(u"number key"_s),
             qPrintable(status()));
    const int road = digitOf(SegmentKind::Road);
    QVERIFY(road > 0);
    QTest::keyClick(view(), Qt::Key(Qt::Key_0 + road));
    const QJsonArray figures = document()->figures();
    QVERIFY2(figures.size() == 1, qPrintable(status()));
    QCOMPARE(document()->setupGame()->figures().size(), qsizetype(1));
    const Figure &placed = document()->setupGame()->figures().front();
    QCOMPARE(document()->setupGame()->board().kindOf(
                 document()->setupGame()->board().node(placed.tile, placed.segment)),
             SegmentKind::Road);
    QCOMPARE(figures.at(0).toObject().value(u"player"_s).toString(), u"red"_s);
    QTest::keyClick(view(), Qt::Key_9);
    QCOMPARE(document()->figures().size(), 1);
    QVERIFY2(status().contains(u"no spot 9"_s), qPrintable(status()));
}

// Each kind of mark (docs/board-format.md, `annotations`) from the keys: an arrow from cursor to
// cursor, a ring and a highlight on a spot's number, a number and a label on the cell's centre, and
// a rectangle of dimmed cells from corner to corner. Esc drops a started arrow.
void TestGuiKeyboardOnly::everyMarkByKeyboard()
{
    tabToBoard();
    auto marks = [this] { return document()->annotations().size(); };

    press(QKeySequence(Qt::ALT | Qt::Key_1)); // arrow
    auto *arrow = qobject_cast<AnnotationTool *>(view()->tool());
    QVERIFY(arrow && arrow->type() == AnnotationType::Arrow);
    cursorTo({0, 0});
    const int road = digitOf(SegmentKind::Road);
    QVERIFY(road > 0);
    QTest::keyClick(view(), Qt::Key(Qt::Key_0 + road));
    QVERIFY(arrow->keyStarted());
    QTest::keyClick(view(), Qt::Key_Escape);
    QVERIFY(!arrow->keyStarted());
    QTest::keyClick(view(), Qt::Key(Qt::Key_0 + road));
    cursorTo({2, 0});
    m_modal.expect<QDialog>([](QDialog *dialog) {
        QTest::keyClicks(keysIn(dialog), u"here"_s);
        QTest::keyClick(keysIn(dialog), Qt::Key_Return);
    });
    QTest::keyClick(view(), Qt::Key_Return);
    QVERIFY2(m_modal.isAnswered(), qPrintable(m_modal.failure()));
    QVERIFY2(marks() == 1, qPrintable(status()));
    const Annotation a = document()->annotations().at(0);
    QCOMPARE(a.type, AnnotationType::Arrow);
    QVERIFY(a.from.anchored);
    QCOMPARE(a.from.at, (Cell{0, 0}));
    QVERIFY(!a.to.anchored);
    QCOMPARE(QPointF(a.to.x, a.to.y), QPointF(2, 0));
    QCOMPARE(a.label.all, u"here"_s);

    press(QKeySequence(Qt::ALT | Qt::Key_2)); // ring: a spot only
    cursorTo({0, 0});
    QTest::keyClick(view(), Qt::Key_Return);
    QCOMPARE(marks(), 1);
    QVERIFY2(status().contains(u"number of a spot"_s), qPrintable(status()));
    QTest::keyClick(view(), Qt::Key(Qt::Key_0 + digitOf(SegmentKind::City)));
    QCOMPARE(marks(), 2);
    QCOMPARE(document()->annotations().at(1).type, AnnotationType::Ring);
    QCOMPARE(document()->annotations().at(1).at.on, u"N"_s); // D's city lies north

    press(QKeySequence(Qt::ALT | Qt::Key_3)); // number, on the cell's centre
    QTest::keyClick(view(), Qt::Key_Return);
    QCOMPARE(marks(), 3);
    QCOMPARE(document()->annotations().at(2).type, AnnotationType::Number);
    QVERIFY(!document()->annotations().at(2).at.anchored);
    QCOMPARE(QPointF(document()->annotations().at(2).at.x, document()->annotations().at(2).at.y),
             QPointF(0, 0));

    press(QKeySequence(Qt::ALT | Qt::Key_4)); // highlight
    QTest::keyClick(view(), Qt::Key(Qt::Key_0 + digitOf(SegmentKind::Field)));
    QCOMPARE(marks(), 4);
    QCOMPARE(document()->annotations().at(3).type, AnnotationType::Highlight);
    QVERIFY(document()->annotations().at(3).at.anchored);

    press(QKeySequence(Qt::ALT | Qt::Key_5)); // label
    m_modal.expect<QDialog>([](QDialog *dialog) {
        QTest::keyClicks(keysIn(dialog), u"start"_s);
        QTest::keyClick(keysIn(dialog), Qt::Key_Return);
    });
    QTest::keyClick(view(), Qt::Key_Return);
    QVERIFY2(m_modal.isAnswered(), qPrintable(m_modal.failure()));
    QCOMPARE(marks(), 5);
    QCOMPARE(document()->annotations().at(4).type, AnnotationType::Label);
    QCOMPARE(document()->annotations().at(4).text.all, u"start"_s);

    press(QKeySequence(Qt::ALT | Qt::Key_6)); // dim: two corners
    cursorTo({-1, -1});
    QTest::keyClick(view(), Qt::Key_Return);
    cursorTo({1, -1});
    QTest::keyClick(view(), Qt::Key_Return);
    QCOMPARE(marks(), 6);
    QCOMPARE(document()->annotations().at(5).type, AnnotationType::Dim);
    QCOMPARE(document()->annotations().at(5).cells.size(), 3);
    QCOMPARE(m_mouse.presses, 0);
}

void TestGuiKeyboardOnly::buildsExMw2AndExportsItByKeyboardAlone_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("nl") << u"nl"_s;
}

// EX-MW-2: red's junction W completes two roads. The right one (5 tiles) is Blue's with the
// witch on it: 3 (R-MW-12, half rounded up). The left one (3 tiles) is Red's with the mage:
// 3 + 3 = 6 (R-MW-11). Every step is a key: File > New with Mage & Witch ticked, each tile
// found by its id and placed with the cursor, each figure chosen with Next figure / Next
// player and put on a spot's number, Red's move recorded, then File > Export.
void TestGuiKeyboardOnly::buildsExMw2AndExportsItByKeyboardAlone()
{
    QFETCH(QString, language);
    QVERIFY(m_window->languages()->setLanguage(language));
    // A fresh board from File > New: base game only at first, Mage & Witch ticked by keys.
    m_window->newBoard({u"base"_s}, u"C3"_s, 2);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    if (!focus()) m_window->paletteDock()->searchField()->setFocus(); // where a start leaves it
    tabToBoard();
    QString answered;
    m_modal.expect<RulesDialog>([&answered](RulesDialog *dialog) {
        auto *mageWitch = mltest::child<QCheckBox>(dialog, "set-mage-witch");
        for (int i = 0; i < 40 && dialog->focusWidget() != mageWitch; ++i)
            QTest::keyClick(keysIn(dialog), Qt::Key_Tab);
        if (dialog->focusWidget() != mageWitch) {
            answered = u"Tab never reached Mage & Witch; active window %1, focus %2"_s.arg(
                QApplication::activeWindow() ? QApplication::activeWindow()->objectName()
                                             : u"none"_s,
                QApplication::focusWidget() ? QApplication::focusWidget()->objectName()
                                            : u"none"_s);
            dialog->reject(); // fails below, without hanging in exec()
            return;
        }
        // The dialog may offer the sets chosen last time: Space ticks it only when it is not.
        if (!mageWitch->isChecked()) QTest::keyClick(mageWitch, Qt::Key_Space);
        answered = mageWitch->isChecked() ? u"ticked"_s : u"Space did not tick it"_s;
        QTest::keyClick(mageWitch, Qt::Key_Return);
    });
    press(QKeySequence(Qt::CTRL | Qt::Key_N));
    QVERIFY2(m_modal.isAnswered(), qPrintable(m_modal.failure()));
    QVERIFY2((document()->setupGame()->sets() & SetMageWitch) == SetMageWitch,
             qPrintable(answered));
    QCOMPARE(document()->tiles().size(), 1); // the start tile D
    tabToBoard();

    // The set-up: A west of D turned 270, three U east of the gap, A turned 90 at the end.
    placeTile(u"A"_s, {-1, 0}, 3);
    placeTile(u"U"_s, {2, 0}, 0);
    placeTile(u"U"_s, {3, 0}, 0);
    placeTile(u"U"_s, {4, 0}, 0);
    placeTile(u"A"_s, {5, 0}, 1);

    // The figures where the bundled example has them: on the same segment of the same tile.
    FileError error;
    QFile example(QStringLiteral(MEEPLELAB_EXAMPLES "/mw-2-two-roads.meeple"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    const std::optional<BoardFile> expected = BoardFile::parse(example.readAll(), &error);
    QVERIFY(expected);
    const std::optional<Game> expectedSetUp = expected->setUp({}, &error);
    QVERIFY(expectedSetUp);
    const auto &expectedTiles = expectedSetUp->board().tiles();
    for (const Figure &f : expectedSetUp->figures()) {
        const QString player = f.player >= 0 ? expectedSetUp->players()[f.player].id : QString();
        chooseFigure(f.type, player);
        QVERIFY(view()->hasFocus());
        cursorTo(expectedTiles[size_t(f.tile)].at);
        const int digit = digitOfSegment(f.segment);
        QVERIFY2(digit > 0, qPrintable(status()));
        const qsizetype before = document()->figures().size();
        QTest::keyClick(view(), Qt::Key(Qt::Key_0 + digit));
        QVERIFY2(document()->figures().size() == before + 1, qPrintable(status()));
    }

    // Red's move: W at (1,0), no figure.
    press(QKeySequence(Qt::CTRL | Qt::Key_4));
    MoveTool *record = m_window->findChild<MoveTool *>();
    QCOMPARE(view()->tool(), record);
    pickTile(u"W"_s);
    QCOMPARE(record->tileId(), u"W"_s);
    QVERIFY(record->cursor().shown());
    for (int i = 0; i < 40 && record->cursor().cell() != Cell{1, 0}; ++i) {
        const Cell at = record->cursor().cell();
        QTest::keyClick(view(), at.x < 1   ? Qt::Key_Right
                                : at.x > 1 ? Qt::Key_Left
                                : at.y < 0 ? Qt::Key_Down
                                           : Qt::Key_Up);
    }
    QCOMPARE(record->cursor().cell(), (Cell{1, 0}));
    QTest::keyClick(view(), Qt::Key_Return);
    QCOMPARE(record->step(), MoveTool::Step::Figure);
    QTest::keyClick(view(), Qt::Key_0);
    QCOMPARE(document()->turns().size(), 1);

    // The same board as the bundled example, and the same scores.
    auto sorted = [](const QJsonArray &items) {
        QStringList out;
        for (const QJsonValue &v : items)
            out.append(
                QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact)));
        out.sort();
        return out;
    };
    QCOMPARE(sorted(document()->tiles()), sorted(expected->json().value(u"tiles"_s).toArray()));
    auto standing = [](const Game &game) {
        QStringList out;
        for (const Figure &f : game.figures())
            out << u"%1 %2 (%3,%4) %5"_s.arg(int(f.type))
                       .arg(f.player)
                       .arg(game.board().tiles()[size_t(f.tile)].at.x)
                       .arg(game.board().tiles()[size_t(f.tile)].at.y)
                       .arg(f.segment);
        out.sort();
        return out;
    };
    QCOMPARE(standing(*document()->setupGame()), standing(*expectedSetUp));
    QCOMPARE(document()->turns().at(0).at, (Cell{1, 0}));
    QCOMPARE(document()->timeline().scores().value(u"red"_s), 6);
    QCOMPARE(document()->timeline().scores().value(u"blue"_s), 3);

    // File > Export, answered by keys: Enter takes the picture's options, the file's name is
    // typed.
    const QString path = m_dir.filePath(u"ex-mw-2-%1.svg"_s.arg(language));
    m_modal.expect<ExportDialog>([this, path](ExportDialog *options) {
        m_modal.expect<QFileDialog>([path](QFileDialog *files) {
            QWidget *name = keysIn(files);
            QTest::keySequence(name, QKeySequence::SelectAll);
            QTest::keyClicks(name, path);
            QTest::keyClick(name, Qt::Key_Return);
            if (files->isVisible()) QTest::keyClick(keysIn(files), Qt::Key_Return);
            if (files->isVisible()) files->reject(); // fails below, without hanging
        });
        QTest::keyClick(keysIn(options), Qt::Key_Return);
    });
    press(QKeySequence(Qt::CTRL | Qt::Key_E));
    QVERIFY2(m_modal.wait(), qPrintable(m_modal.failure()));
    QTRY_VERIFY(QFile::exists(path));
    QSvgRenderer svg(path);
    QVERIFY(svg.isValid());
    QVERIFY(svg.defaultSize().width() > 0);

    const QString shots = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!shots.isEmpty())
        m_window->grab().save(shots + u"/screenshot-keyboard-only-%1.png"_s.arg(language));
    QCOMPARE(m_mouse.presses, 0);
}

QTEST_MAIN(TestGuiKeyboardOnly)
#include "tst_gui_keyboardonly.moc"
