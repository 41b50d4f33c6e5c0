// No English in the Dutch interface: every window, menu, dialog and panel is walked in Dutch
// and each visible text is checked against the English the program would show; refusals,
// undo steps, file errors, default players and the examples are checked one by one.
#include "boarddocument.h"
#include "examplesmenu.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "refusaltext.h"
#include "testdata.h"
#include "tilepalettedock.h"
#include "tilepalettemodel.h"
#include "tileplacetool.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScreen>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTabBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QToolBar>
#include <QXmlStreamReader>
#include <QtTest>

#include "boardgeometry.h"
#include "boardrenderer.h"
#include "boardview.h"

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
// Texts that are the same in both languages on purpose.
const QStringList &allowed()
{
    static const QStringList list = {
        QStringLiteral("Meeple Lab"), // the program's name
        QStringLiteral("English"),    // language names are shown in their own language
        QStringLiteral("Nederlands"), QStringLiteral("C1"),      QStringLiteral("C2"),
        QStringLiteral("C3"), // editions
        QStringLiteral("OK"),
        QStringLiteral("meeple"), // the same word in Dutch (glossary)
        QStringLiteral("Meeple"),     QStringLiteral("Meeples"),
        QStringLiteral("Puzzel"), // not English, but "Puzzel"/"Puzzle" differ anyway
        QStringLiteral("Wolf"),   // the same word in Dutch
        QStringLiteral("wolf"),
        QStringLiteral("Status"), // the same word in Dutch
        QStringLiteral("Filter"),     QStringLiteral("Start"),   QStringLiteral("Score"),
        QStringLiteral("Variant"), // the same word in Dutch
        QStringLiteral("Ring"),    // the annotation tool: the same word in Dutch
    };
    return list;
}

// Words that only English has: a Dutch text holding one shows English (a slotted-in reason,
// Qt's own "Undo" prefix, a JSON parser's message).
const QRegularExpression &englishWords()
{
    static const QRegularExpression re(QStringLiteral(
        "\\b(the|and|cannot|already|holds|would|Undo|Redo|line|column|not valid|with)\\b"));
    return re;
}

// MEEPLELAB_SCREENSHOTS=DIR keeps pictures of the whole screen (menus included) for people
// to look at.
void screenshot(const QString &name)
{
    const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (dir.isEmpty()) return;
    QTest::qWait(200); // let menus and layouts settle
    QGuiApplication::primaryScreen()->grabWindow(0).save(dir + u'/' + name);
}

QString plain(QString text)
{
    if (Qt::mightBeRichText(text)) text = QTextDocumentFragment::fromHtml(text).toPlainText();
    text.remove(QRegularExpression(QStringLiteral("&(?!&)"))); // mnemonics
    text.replace(QStringLiteral("&&"), QStringLiteral("&"));
    return text.trimmed();
}

// A text worth checking: it has letters, and is not a number, id or file keyword alone.
bool worthChecking(const QString &text)
{
    if (text.size() < 2 || allowed().contains(text)) return false;
    static const QRegularExpression letters(QStringLiteral("[A-Za-z]{3,}"));
    return letters.match(text).hasMatch();
}
} // namespace

class TestGuiDutch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void everyRefusalCodeHasEnglishAndDutch();
    void refusedPlacementIsDutch();
    void undoStepsAreDutch();
    void jsonSyntaxErrorIsDutch();
    void newBoardPlayersAreDutch();
    void englishDefaultNamesShowInDutch();
    void examplesMenuShowsTitlesBySet();
    void everyWindowIsDutch();
    void menusHaveDistinctAccessKeys_data();
    void menusHaveDistinctAccessKeys();

private:
    // Every text the user can see: the main window, its menus and panels, and each dialog
    // reachable from the menus, with where it was found.
    QMap<QString, QString> visibleTexts();
    void textsOf(QWidget *root, const QString &where, QMap<QString, QString> *out) const;
    void textsOfMenu(QMenu *menu, const QString &where, QMap<QString, QString> *out) const;
    // Triggers `action`, which opens a modal dialog; collects its texts and closes it. The
    // dialog must come within two seconds.
    bool textsOfModal(const char *action, QMap<QString, QString> *out);
    void setLanguage(const QString &code);
    QPoint viewPoint(Cell cell) const;
    void pickTile(const QString &id);

    QSet<QString> m_translatedSources; // English sources of the .ts that Dutch words otherwise
    std::unique_ptr<MainWindow> m_window;
};

void TestGuiDutch::initTestCase()
{
    mltest::useTestSettings();
    QFile ts(mltest::dataDir() + QStringLiteral("/../../translations/meeplelab_nl.ts"));
    QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.fileName()));
    QXmlStreamReader xml(&ts);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == u"source") source = xml.readElementText();
        if (xml.name() == u"translation" &&
            !xml.attributes().hasAttribute(QStringLiteral("type"))) {
            const QString dutch = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (plain(dutch) != plain(source)) m_translatedSources.insert(plain(source));
        }
    }
    QVERIFY(m_translatedSources.size() > 300);
}

void TestGuiDutch::init()
{
    m_window = std::make_unique<MainWindow>();
    setLanguage(QStringLiteral("en"));
    QVERIFY(m_window->openFile(MainWindow::examplePath()));
    QVERIFY(mltest::showWindow(*m_window, {1280, 720}));
}

void TestGuiDutch::menusHaveDistinctAccessKeys_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("nl") << QStringLiteral("nl");
}

// In each menu (and the menu bar) no two entries share their Alt letter, or the second could
// not be reached by keyboard ("Opslaan &als" and "&Afsluiten" once did).
void TestGuiDutch::menusHaveDistinctAccessKeys()
{
    QFETCH(QString, language);
    setLanguage(language);
    QStringList problems;
    auto check = [&problems](const QString &where, const QList<QAction *> &actions) {
        QHash<QChar, QString> taken;
        for (const QAction *a : actions) {
            if (a->isSeparator() || !a->isVisible()) continue;
            const QString text = a->text();
            for (qsizetype i = text.indexOf(u'&'); i >= 0 && i + 1 < text.size();
                 i = text.indexOf(u'&', i + 2)) {
                if (text[i + 1] == u'&') continue;
                const QChar key = text[i + 1].toLower();
                if (taken.contains(key))
                    problems
                        << QStringLiteral("%1: \"%2\" and \"%3\"").arg(where, taken[key], text);
                taken.insert(key, text);
                break;
            }
        }
    };
    if (qEnvironmentVariableIsSet("ML_DUMP_MENUS"))
        for (const QMenu *menu : m_window->findChildren<QMenu *>()) {
            QStringList t;
            for (const QAction *a : menu->actions())
                if (!a->isSeparator()) t << a->text();
            qWarning().noquote() << menu->title() << "|" << t.join(u" | ");
        }
    check(QStringLiteral("menu bar"), m_window->menuBar()->actions());
    for (const QMenu *menu : m_window->findChildren<QMenu *>())
        check(menu->title(), menu->actions());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
}

void TestGuiDutch::cleanup()
{
    m_window.reset();
}

void TestGuiDutch::setLanguage(const QString &code)
{
    QVERIFY(m_window->languages()->setLanguage(code));
    QCoreApplication::processEvents();
}

QPoint TestGuiDutch::viewPoint(Cell cell) const
{
    BoardView *view = m_window->boardView();
    return view->mapFromScene(view->renderer().geometry().cellCentre(cell));
}

void TestGuiDutch::pickTile(const QString &id)
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
void TestGuiDutch::everyRefusalCodeHasEnglishAndDutch()
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
        QVERIFY2(!englishWords().match(dutch).hasMatch(), qPrintable(dutch));
        QVERIFY2(!dutch.contains(r.reason), qPrintable(dutch));
        QVERIFY2(dutch.at(0).isUpper() || dutch.at(0) == u'\'' || dutch.at(0) == u'(',
                 qPrintable(dutch));
    }
}

// A refused placement in the Dutch interface reads Dutch from start to end: the frame and the
// engine's reason (R-BASE-3: a cell holds one tile).
void TestGuiDutch::refusedPlacementIsDutch()
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
    QVERIFY2(!englishWords().match(message).hasMatch(), qPrintable(message));
    screenshot(QStringLiteral("nl-refused-placement.png"));
    if (!qEnvironmentVariableIsEmpty("MEEPLELAB_SCREENSHOTS"))
        m_window->statusBar()->grab().save(qEnvironmentVariable("MEEPLELAB_SCREENSHOTS") +
                                           u"/nl-refused-statusbar.png"_s);
}

// Undo and redo name the step in Dutch, and a language switch renames the steps already made.
void TestGuiDutch::undoStepsAreDutch()
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
    QCOMPARE(plain(undo->text()), u"Undo Place tile E"_s);

    setLanguage(QStringLiteral("nl"));
    QCOMPARE(plain(undo->text()), u"Tegel E leggen ongedaan maken"_s);
    QCOMPARE(m_window->document()->undoStack()->text(0), u"Tegel E leggen"_s);
    undo->trigger();
    QCOMPARE(plain(redo->text()), u"Tegel E leggen opnieuw doen"_s);
    QCOMPARE(plain(undo->text()), u"Ongedaan maken"_s);
    QVERIFY(!undo->isEnabled());
    redo->trigger();
    QCOMPARE(m_window->document()->setupGame()->board().tiles().size(), size_t(2));
}

// A file that is not JSON says so in Dutch: place and reason (the CLI keeps English).
void TestGuiDutch::jsonSyntaxErrorIsDutch()
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
    QVERIFY2(!englishWords().match(text).hasMatch(), qPrintable(text));
    FileError error;
    f.open(QIODevice::ReadOnly);
    QVERIFY(!BoardFile::parse(f.readAll(), &error));
    QCOMPARE(error.code, FileErrorCode::JsonSyntax);
    QVERIFY(error.where.startsWith(u"line 2, column "_s)); // core's English, for the CLI
    box->close();
}

// A new board in Dutch has Dutch players, as its description would call them.
void TestGuiDutch::newBoardPlayersAreDutch()
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
void TestGuiDutch::englishDefaultNamesShowInDutch()
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

void TestGuiDutch::examplesMenuShowsTitlesBySet()
{
    auto *menu = m_window->findChild<ExamplesMenu *>(QStringLiteral("menuExamples"));
    QVERIFY(menu);
    QStringList sets;
    for (QAction *a : menu->actions())
        if (a->menu()) sets << plain(a->text());
    QCOMPARE(sets, (QStringList{u"Base game"_s, u"Hills & Sheep"_s, u"Castles in Germany"_s,
                                u"Mage & Witch"_s, u"The Abbot"_s, u"The River"_s}));
    // The abbot with vineyards belongs under the Abbot, the river boards under the River.
    auto *abbot = menu->findChild<QMenu *>(QStringLiteral("menuExamples-abbot"));
    auto *river = menu->findChild<QMenu *>(QStringLiteral("menuExamples-river"));
    QVERIFY(abbot && river);
    auto *vineyards =
        menu->findChild<QAction *>(QStringLiteral("example-ab-3-vineyards-need-completion"));
    QVERIFY(vineyards && abbot->actions().contains(vineyards));
    QCOMPARE(river->actions().size(), 3);
    auto *wolf = menu->findChild<QAction *>(QStringLiteral("example-hs-shepherd-2-wolf"));
    QVERIFY(wolf);
    QCOMPARE(plain(wolf->text()), u"Shepherds, example 2 (other choice): the wolf comes"_s);
    auto *hills = menu->findChild<QMenu *>(QStringLiteral("menuExamples-hills-sheep"));
    QVERIFY(hills && hills->actions().contains(wolf));

    setLanguage(QStringLiteral("nl"));
    QCOMPARE(plain(wolf->text()), u"Herders, voorbeeld 2 (andere keuze): de wolf komt"_s);
    QCOMPARE(plain(hills->title()), u"Schapen en Heuvels"_s);
    QCOMPARE(plain(abbot->title()), u"De Abt"_s);
    QCOMPARE(plain(river->title()), u"De Rivier"_s);
    QCOMPARE(
        plain(vineyards->text()),
        u"De abt bij Schapen en Heuvels: wijngaarden tellen alleen bij een voltooid klooster"_s);
    if (!qEnvironmentVariableIsEmpty("MEEPLELAB_SCREENSHOTS")) {
        auto *file = m_window->menuBar()->findChild<QMenu *>(QStringLiteral("menuFile"));
        file->popup(m_window->mapToGlobal(QPoint(10, 25)));
        QTest::qWait(100);
        file->setActiveAction(menu->menuAction());
        menu->popup(file->geometry().topRight() +
                    QPoint(0, file->actionGeometry(menu->menuAction()).top()));
        QTest::qWait(100);
        menu->setActiveAction(hills->menuAction());
        hills->popup(menu->geometry().topRight() +
                     QPoint(0, menu->actionGeometry(hills->menuAction()).top()));
        screenshot(QStringLiteral("nl-examples-menu.png"));
        hills->hide();
        menu->hide();
        file->hide();
    }
    // Choosing one opens it, as before.
    wolf->trigger();
    QCOMPARE(m_window->document()->fileName(), u":/examples/hs-shepherd-2-wolf.meeple"_s);
}

void TestGuiDutch::everyWindowIsDutch()
{
    const QMap<QString, QString> english = visibleTexts();
    QVERIFY(english.size() > 100);
    setLanguage(QStringLiteral("nl"));
    const QMap<QString, QString> dutch = visibleTexts();
    QStringList problems;
    for (auto it = dutch.cbegin(); it != dutch.cend(); ++it) {
        const QString &text = it.key();
        if (!worthChecking(text)) continue;
        if (m_translatedSources.contains(text))
            problems << QStringLiteral("untranslated source \"%1\" (%2)").arg(text, it.value());
        else if (english.contains(text))
            problems << QStringLiteral("same as in English \"%1\" (%2)").arg(text, it.value());
        else if (englishWords().match(text).hasMatch())
            problems << QStringLiteral("English words in \"%1\" (%2)").arg(text, it.value());
    }
    for (const QString &p : problems)
        qWarning("%s", qPrintable(p.left(300)));
    QVERIFY2(problems.isEmpty(), qPrintable(QString::number(problems.size()) + u" problems"_s));
}

// ---------------------------------------------------------------- collecting texts

void TestGuiDutch::textsOfMenu(QMenu *menu, const QString &where, QMap<QString, QString> *out) const
{
    const QString here = where + u" > "_s + plain(menu->title());
    out->insert(plain(menu->title()), where);
    for (QAction *a : menu->actions()) {
        if (a->isSeparator()) continue;
        if (a->menu()) {
            textsOfMenu(a->menu(), here, out);
            continue;
        }
        out->insert(plain(a->text()), here);
        if (!a->statusTip().isEmpty()) out->insert(plain(a->statusTip()), here + u" (status)"_s);
        if (a->toolTip() != a->text() && plain(a->toolTip()) != plain(a->text()))
            out->insert(plain(a->toolTip()), here + u" (tooltip)"_s);
    }
}

void TestGuiDutch::textsOf(QWidget *root, const QString &where, QMap<QString, QString> *out) const
{
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    const auto add = [out](const QString &text, const QString &place) {
        const QString p = plain(text);
        if (!p.isEmpty()) out->insert(p, place);
    };
    for (QWidget *w : widgets) {
        if (!w->isVisibleTo(root) && w != root) continue;
        const QString place =
            where + u" / "_s + QLatin1String(w->metaObject()->className()) + u' ' + w->objectName();
        if (w->isWindow() || qobject_cast<QDockWidget *>(w)) add(w->windowTitle(), place);
        add(w->toolTip(), place + u" (tooltip)"_s);
        if (auto *l = qobject_cast<QLabel *>(w)) add(l->text(), place);
        if (auto *b = qobject_cast<QAbstractButton *>(w)) add(b->text(), place);
        if (auto *g = qobject_cast<QGroupBox *>(w)) add(g->title(), place);
        if (auto *e = qobject_cast<QLineEdit *>(w)) add(e->placeholderText(), place);
        if (auto *e = qobject_cast<QTextEdit *>(w)) {
            add(e->placeholderText(), place);
            add(e->toPlainText(), place);
        }
        if (auto *e = qobject_cast<QPlainTextEdit *>(w)) add(e->placeholderText(), place);
        if (auto *t = qobject_cast<QTabBar *>(w))
            for (int i = 0; i < t->count(); ++i)
                add(t->tabText(i), place);
        if (auto *c = qobject_cast<QComboBox *>(w))
            for (int i = 0; i < c->count(); ++i)
                add(c->itemText(i), place);
        if (auto *v = qobject_cast<QAbstractItemView *>(w); v && v->model())
            for (int c = 0; c < v->model()->columnCount(); ++c)
                add(v->model()->headerData(c, Qt::Horizontal).toString(), place + u" (header)"_s);
        if (auto *bar = qobject_cast<QMenuBar *>(w))
            for (QAction *a : bar->actions())
                if (a->menu()) textsOfMenu(a->menu(), where, out);
        if (auto *tools = qobject_cast<QToolBar *>(w))
            for (QAction *a : tools->actions()) {
                add(a->text(), place);
                add(a->iconText(), place + u" (beside the icon)"_s);
                add(a->toolTip(), place + u" (tooltip)"_s);
            }
    }
}

bool TestGuiDutch::textsOfModal(const char *action, QMap<QString, QString> *out)
{
    auto *a = m_window->findChild<QAction *>(QLatin1String(action));
    if (!a) return false;
    mltest::ModalAnswerer answerer;
    // Two seconds, then give up: the caller says which action showed no dialog.
    answerer.expect(
        QStringLiteral("a dialog"), {},
        [&](QWidget *modal) {
            textsOf(modal, QString::fromLatin1(action), out);
            if (m_window->languages()->language() == u"nl")
                screenshot(QStringLiteral("nl-dialog-%1.png").arg(QLatin1String(action)));
            if (auto *dialog = qobject_cast<QDialog *>(modal))
                dialog->reject();
            else
                modal->close();
        },
        2000);
    a->trigger();
    return answerer.wait();
}

QMap<QString, QString> TestGuiDutch::visibleTexts()
{
    QMap<QString, QString> out;
    // Every panel, shown, and the recording tool's panel with it.
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>())
        dock->show();
    if (auto *record = m_window->findChild<QAction *>(QStringLiteral("actionMoveTool")))
        record->trigger();
    QCoreApplication::processEvents();
    textsOf(m_window.get(), QStringLiteral("main window"), &out);
    if (auto *select = m_window->findChild<QAction *>(QStringLiteral("actionSelectTool")))
        select->trigger();

    for (const char *action : {"actionNew", "actionRules", "actionExport", "actionAbout",
                               "actionPuzzleLibrary", "actionEditPuzzle"}) {
        const bool opened = textsOfModal(action, &out);
        if (!opened) qWarning("no dialog from %s", action);
        [&] { QVERIFY2(opened, action); }();
    }
    // Non-modal: the variant comparison stays beside the board.
    if (auto *compare = m_window->findChild<QAction *>(QStringLiteral("actionCompareVariants"))) {
        compare->trigger();
        QWidget *dialog = m_window->findChild<QWidget *>(QStringLiteral("variantCompareDialog"));
        if (dialog) {
            textsOf(dialog, QStringLiteral("compare variants"), &out);
            dialog->close();
            delete dialog;
        }
    }
    return out;
}

QTEST_MAIN(TestGuiDutch)
#include "tst_gui_dutch.moc"
