// SPDX-License-Identifier: GPL-3.0-or-later
// The Dutch of what the program says rather than shows: refusals, undo steps, a file's syntax
// error, default players and colour names, each checked in both languages; and every Dutch
// translation held to the seed pages' glossary (docs/architecture.md, "Text and translation").
#include "boarddocument.h"
#include "boardrenderer.h"
#include "boardview.h"
#include "dutchtexts.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "refusaltext.h"
#include "testdata.h"
#include "tilepalettedock.h"
#include "tilepalettemodel.h"
#include "tileplacetool.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QXmlStreamReader>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestGuiDutchWords : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { mltest::useTestSettings(); }
    void init();
    void cleanup() { m_window.reset(); }
    void everyRefusalCodeHasEnglishAndDutch();
    void refusedPlacementIsDutch();
    void undoStepsAreDutch();
    void jsonSyntaxErrorIsDutch();
    void newBoardPlayersAreDutch();
    void englishDefaultNamesShowInDutch();
    void playersShowColourNames();
    void glossaryOfTheSeeds();

private:
    void setLanguage(const QString &code);
    QPoint viewPoint(Cell cell) const;
    void pickTile(const QString &id);

    std::unique_ptr<MainWindow> m_window;
};

void TestGuiDutchWords::init()
{
    m_window = std::make_unique<MainWindow>();
    setLanguage(QStringLiteral("en"));
    QVERIFY(m_window->openFile(MainWindow::examplePath()));
    QVERIFY(mltest::showWindow(*m_window, {1280, 720}));
}

void TestGuiDutchWords::setLanguage(const QString &code)
{
    QVERIFY(m_window->languages()->setLanguage(code));
    QCoreApplication::processEvents();
}

QPoint TestGuiDutchWords::viewPoint(Cell cell) const
{
    BoardView *view = m_window->boardView();
    return view->mapFromScene(view->renderer().geometry().cellCentre(cell));
}

void TestGuiDutchWords::pickTile(const QString &id)
{
    TilePaletteDock *palette = m_window->paletteDock();
    QListView *list = palette->view();
    const auto *proxy = static_cast<QSortFilterProxyModel *>(list->model());
    const QModelIndex index = proxy->mapFromSource(palette->model()->indexOf(id));
    QVERIFY(index.isValid());
    list->scrollTo(index);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(index).center());
    QCOMPARE(m_window->tileTool()->tileId(), id);
}

// Each code is worded in English by core (the CLI) and by the interface in both languages,
// and the Dutch differs from the English: nothing is left untranslated.
void TestGuiDutchWords::everyRefusalCodeHasEnglishAndDutch()
{
    const QList<RefusalCode> codes = RefusalText::allCodes();
    QCOMPARE(codes.size(), int(RefusalCode::Count) - 1);
    QMap<RefusalCode, QString> english;
    for (RefusalCode code : codes) {
        const QStringList args = RefusalText::sampleArgs(code);
        QCOMPARE(args.size(), refusalArgCount(code));
        const Refusal r = Refusal::make(code, "R-BASE-3", args);
        QVERIFY2(!r.reason.isEmpty(), qPrintable(QString::number(int(code))));
        QVERIFY2(!r.reason.contains(u'%'), qPrintable(r.reason)); // every argument placed
        english.insert(code, RefusalText().text(r));
        QVERIFY2(!english[code].isEmpty() && !english[code].contains(u'%'),
                 qPrintable(english[code]));
    }
    setLanguage(QStringLiteral("nl"));
    for (RefusalCode code : codes) {
        const Refusal r = Refusal::make(code, "R-BASE-3", RefusalText::sampleArgs(code));
        const QString dutch = RefusalText().text(r);
        QVERIFY2(dutch != english[code], qPrintable(u"untranslated: "_s + dutch));
        QVERIFY2(!mltest::englishWords().match(dutch).hasMatch(), qPrintable(dutch));
        QVERIFY2(!dutch.contains(r.reason), qPrintable(dutch));
        QVERIFY2(dutch.at(0).isUpper() || dutch.at(0) == u'\'' || dutch.at(0) == u'(',
                 qPrintable(dutch));
    }
}

// A refused placement in the Dutch interface reads Dutch from start to end: the frame and the
// engine's reason (R-BASE-3: a cell holds one tile).
void TestGuiDutchWords::refusedPlacementIsDutch()
{
    setLanguage(QStringLiteral("nl"));
    pickTile(QStringLiteral("E"));
    QWidget *viewport = m_window->boardView()->viewport();
    QTest::mouseMove(viewport, viewPoint({0, 0}));
    const QString message = m_window->statusBar()->currentMessage();
    QVERIFY2(message.startsWith(u"Tegel E kan niet op 0,0: "_s), qPrintable(message));
    QVERIFY2(message.contains(u"Op (0, 0) ligt al een tegel. [R-BASE-3]"_s), qPrintable(message));
    const Game *game = m_window->document()->setupGame();
    const Refusal refused =
        game->board().checkPlacement(*game->catalogue().find(QStringLiteral("E")), {0, 0}, 0);
    QCOMPARE(refused.code, RefusalCode::CellTaken);
    QVERIFY2(!message.contains(refused.reason), qPrintable(message));
    QVERIFY2(!mltest::englishWords().match(message).hasMatch(), qPrintable(message));
    mltest::screenshot(QStringLiteral("nl-refused-placement.png"));
    if (!qEnvironmentVariableIsEmpty("MEEPLELAB_SCREENSHOTS"))
        m_window->statusBar()->grab().save(qEnvironmentVariable("MEEPLELAB_SCREENSHOTS") +
                                           u"/nl-refused-statusbar.png"_s);
}

// Undo and redo name the step in Dutch, and a language switch renames the steps already made.
void TestGuiDutchWords::undoStepsAreDutch()
{
    // E above the start tile of a new board, turned so that the cities meet.
    m_window->newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
    pickTile(QStringLiteral("E"));
    m_window->tileTool()->rotate(2);
    BoardView *view = m_window->boardView();
    QTest::mouseMove(view->viewport(), viewPoint({0, -1}));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, viewPoint({0, -1}));
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
    auto *undo = m_window->findChild<QAction *>(QStringLiteral("actionUndo"));
    auto *redo = m_window->findChild<QAction *>(QStringLiteral("actionRedo"));
    QVERIFY(undo && redo);
    QCOMPARE(mltest::plain(undo->text()), u"Undo Place tile E"_s);

    setLanguage(QStringLiteral("nl"));
    QCOMPARE(mltest::plain(undo->text()), u"Tegel E leggen ongedaan maken"_s);
    QCOMPARE(m_window->document()->undoStack()->text(0), u"Tegel E leggen"_s);
    undo->trigger();
    QCOMPARE(mltest::plain(redo->text()), u"Tegel E leggen opnieuw doen"_s);
    QCOMPARE(mltest::plain(undo->text()), u"Ongedaan maken"_s);
    QVERIFY(!undo->isEnabled());
    redo->trigger();
    QCOMPARE(m_window->document()->setupGame()->board().tiles().size(), size_t(2));
}

// A file that is not JSON says so in Dutch: place and reason (the CLI keeps English).
void TestGuiDutchWords::jsonSyntaxErrorIsDutch()
{
    setLanguage(QStringLiteral("nl"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.meeple"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{ \"format\": \"meeplelab-board\", \"version\": 1,\n  \"players\": [ }");
    f.close();
    QVERIFY(!m_window->openFile(path));
    auto *box = m_window->findChild<QMessageBox *>(QStringLiteral("loadErrorBox"));
    QVERIFY(box);
    const QString text = box->informativeText();
    QVERIFY2(text.contains(u"regel 2, kolom "_s), qPrintable(text));
    QVERIFY2(text.contains(u"geen geldige JSON: "_s), qPrintable(text));
    QVERIFY2(!mltest::englishWords().match(text).hasMatch(), qPrintable(text));
    FileError error;
    f.open(QIODevice::ReadOnly);
    QVERIFY(!BoardFile::parse(f.readAll(), &error));
    QCOMPARE(error.code, FileErrorCode::JsonSyntax);
    QVERIFY(error.where.startsWith(u"line 2, column "_s)); // core's English, for the CLI
    box->close();
}

// A new board in Dutch has Dutch players, as its description would call them.
void TestGuiDutchWords::newBoardPlayersAreDutch()
{
    setLanguage(QStringLiteral("nl"));
    m_window->newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 3);
    const QList<Player> &players = m_window->document()->setupGame()->players();
    QCOMPARE(players.size(), 3);
    QCOMPARE(players[0].name, u"Rood"_s);
    QCOMPARE(players[1].name, u"Blauw"_s);
    QCOMPARE(players[2].name, u"Groen"_s);
    QCOMPARE(players[0].id, u"red"_s); // ids stay as files name them
}

// A board made in English names its players "Red", "Blue": a Dutch screen shows them as
// "Rood", "Blauw" without changing the file, and a name the user types is kept as typed.
void TestGuiDutchWords::englishDefaultNamesShowInDutch()
{
    m_window->newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
    QCOMPARE(m_window->document()->players().at(0).name, u"Red"_s);
    setLanguage(QStringLiteral("nl"));
    auto *table = mltest::child<QTableWidget>(m_window.get(), "playersTable");
    QCOMPARE(table->item(0, 1)->text(), u"Rood"_s);
    QCOMPARE(table->item(1, 1)->text(), u"Blauw"_s);
    QCOMPARE(m_window->document()->players().at(0).name, u"Red"_s);
    QVERIFY(!m_window->document()->isModified());
    table->item(1, 1)->setText(u"Anna"_s);
    QCOMPARE(m_window->document()->players().at(1).name, u"Anna"_s);
    setLanguage(QStringLiteral("en"));
    QCOMPARE(table->item(0, 1)->text(), u"Red"_s);
    QCOMPARE(table->item(1, 1)->text(), u"Anna"_s);
}

// The players table shows each colour by name, in the language of the screen, on the colour
// itself: no id ("red") and no hex code ("#c62828").
void TestGuiDutchWords::playersShowColourNames()
{
    m_window->newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 3);
    auto *table = mltest::child<QTableWidget>(m_window.get(), "playersTable");
    const auto shownTexts = [table] {
        QStringList texts;
        for (int row = 0; row < table->rowCount(); ++row)
            for (int column = 0; column < table->columnCount(); ++column)
                if (!table->isColumnHidden(column) && table->item(row, column))
                    texts << table->item(row, column)->text();
        return texts;
    };
    const int colour = 2;
    QCOMPARE(table->horizontalHeaderItem(colour)->text(), u"Colour"_s);
    QCOMPARE(table->item(0, colour)->text(), u"Red"_s);
    QCOMPARE(table->item(2, colour)->text(), u"Green"_s);
    setLanguage(u"nl"_s);
    QCOMPARE(table->item(0, colour)->text(), u"Rood"_s);
    QCOMPARE(table->item(1, colour)->text(), u"Blauw"_s);
    QCOMPARE(table->item(0, colour)->background().color(), QColor(u"#c62828"_s));
    // A colour of the user's own is named after the nearest plain colour.
    Player player = m_window->document()->players().at(1);
    player.color = u"#ff8800"_s;
    QVERIFY(m_window->document()->setPlayer(1, player));
    QCOMPARE(table->item(1, colour)->text(), u"Oranje"_s);
    for (const QString &text : shownTexts()) {
        QVERIFY2(!text.startsWith(u'#'), qPrintable(text));
        QVERIFY2(!QStringList({u"red"_s, u"blue"_s, u"green"_s}).contains(text), qPrintable(text));
    }
}

// The Dutch of the seed pages (the glossary in docs/architecture.md, "Text and translation"), one
// word per thing, in every translation of the program: where the English says "bag", the Dutch says
// "buidel", and so on. Some words are barred: "zak" (the seeds' bag is a buidel), "afleggen" (too
// close to "aanleggen", placing a tile: a tile that fits nowhere is "terzijde gelegd"), "veld" and
// "cel" for a space of the grid (a veld is a field; the seeds count "vakken"), "gebied" for a
// feature (a "project").
void TestGuiDutchWords::glossaryOfTheSeeds()
{
    struct Term {
        const char *english; // in the source text
        const char *dutch;   // then in its translation
    };
    static const Term terms[] = {
        {"\\btiles?\\b", "tegel"},
        {"\\bfinal scoring\\b", "eindtelling"},
        {"\\bfeatures?\\b", "project"},
        {"\\broads?\\b", "\\bweg"},
        {"\\bcit(y|ies)\\b", "sta[dt]|steden"},
        {"\\bfields?\\b", "weide"},
        {"\\bmonaster(y|ies)\\b", "klooster"},
        {"\\bcoats? of arms\\b", "wapen"},
        {"\\bsupply\\b", "voorraad"},
        {"\\bfigures?\\b", "speelstuk"},
        {"\\bmagic figures\\b", "magische speelstukken"},
        {"\\bshepherds?\\b", "herder"},
        {"\\bflocks?\\b", "kudde"},
        {"\\btokens?\\b", "fiche"},
        {"\\bbag\\b", "buidel"},
        {"\\bstable\\b", "stal"},
        {"\\bhills?\\b", "heuvel"},
        {"\\bvineyards?\\b", "wijngaard"},
        {"\\bcastles?\\b", "burcht"},
        {"\\blord\\b", "\\bheer\\b"},
        {"\\bmage\\b", "tovenaar"},
        {"\\bwitch\\b", "heks"},
        {"\\babbot\\b", "\\babt\\b"},
        {"\\bgardens?\\b", "tuin"},
        {"\\b(cells?|spaces?)\\b", "\\bvak(ken)?\\b"},
        {"\\bdiscard(s|ed|ing)?\\b", "terzijde"},
        {"\\b(off|beside|outside|nowhere on|not on) the board\\b", "speelveld"},
    };
    static const char *const barred[] = {
        "\\bzak(je)?\\b",  "afleg|afgelegd",  "\\bleg(t|gen)?\\b[^.,:;]*\\baf\\b",
        "\\bveld(en)?\\b", "\\bcel(len)?\\b", "\\bgebied(en)?\\b",
        "\\bopzij\\b",
    };
    // Sources whose Dutch rightly goes without the word, each for a reason.
    static const char *const exempt[] = {
        // The place of a tile: "Op (0, 0) ligt al een tegel" needs no word for a cell.
        "Cell %1 already holds a tile.",
        // File keywords a user types, quoted as they are.
        "'%1' is not a place on a tile (use a port such as N, Nw, En, or monastery, castle).",
    };
    QFile ts(mltest::dataDir() + QStringLiteral("/../../translations/meeplelab_nl.ts"));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&ts);
    QString context, source;
    QStringList problems;
    int checked = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == u"name") context = xml.readElementText();
        if (xml.name() == u"source") source = xml.readElementText();
        if (xml.name() != u"translation") continue;
        const QString type = xml.attributes().value(QStringLiteral("type")).toString();
        const QString dutch = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        if (type == u"vanished" || type == u"obsolete") continue;
        ++checked;
        const QString where =
            u"[%1] \"%2\" → \"%3\""_s.arg(context, source.left(90), dutch.simplified().left(120));
        for (const char *word : barred)
            if (QRegularExpression(QLatin1String(word), QRegularExpression::CaseInsensitiveOption)
                    .match(dutch)
                    .hasMatch())
                problems << u"barred \"%1\": %2"_s.arg(QLatin1String(word), where);
        // The recovery dialog's Discard throws a copy away; no tile is meant.
        if (context == u"ml::RecoveryDialog") continue;
        bool exempted = false;
        for (const char *e : exempt)
            exempted = exempted || source == QLatin1String(e);
        if (exempted) continue;
        for (const Term &t : terms) {
            const QRegularExpression english(QLatin1String(t.english),
                                             QRegularExpression::CaseInsensitiveOption);
            const QRegularExpression word(QLatin1String(t.dutch),
                                          QRegularExpression::CaseInsensitiveOption);
            if (english.match(source).hasMatch() && !word.match(dutch).hasMatch())
                problems << u"\"%1\" without \"%2\": %3"_s.arg(QLatin1String(t.english),
                                                               QLatin1String(t.dutch), where);
        }
    }
    QVERIFY(checked > 1000);
    for (const QString &p : std::as_const(problems))
        qWarning("%s", qPrintable(p));
    QVERIFY2(problems.isEmpty(), qPrintable(QString::number(problems.size()) + u" problems"_s));
}

QTEST_MAIN(TestGuiDutchWords)
#include "tst_gui_dutchwords.moc"
