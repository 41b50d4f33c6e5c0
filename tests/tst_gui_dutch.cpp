// SPDX-License-Identifier: GPL-3.0-or-later
// No English in the Dutch interface: every window, menu, dialog and panel is walked in Dutch
// and each visible text is checked against the English the program would show; the examples
// menu, the rules panel's options and every menu's access keys are checked one by one. (The
// messages and the glossary are tst_gui_dutchwords.)
#include "boarddocument.h"
#include "dutchtexts.h"
#include "examplesmenu.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "optiontext.h"
#include "puzzlelibrary.h"
#include "puzzleprogress.h"
#include "rulebook.h"
#include "ruleoptions.h"
#include "testdata.h"
#include "variantcomparedialog.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
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
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QToolBar>
#include <QTreeView>
#include <QTreeWidget>
#include <QXmlStreamReader>
#include <QtTest>

#include <functional>

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

// The rules options as a board file names them ("hillTiebreak", "count"): English ids that a
// Dutch window words (OptionText), never shows.
const QRegularExpression &fileKeys()
{
    static const QRegularExpression re = [] {
        QStringList words;
        for (const QString &key : RuleOptions::keys()) {
            words << key;
            for (const QString &value : RuleOptions::values(key))
                if (value.size() > 2 && !value.at(0).isDigit()) words << value;
        }
        words.removeDuplicates();
        return QRegularExpression(u"\\b("_s + words.join(u'|') + u")\\b"_s);
    }();
    return re;
}

// A text worth checking: it has letters, and is not a number, id or file keyword alone.
bool worthChecking(const QString &text)
{
    if (text.size() < 2 || allowed().contains(text)) return false;
    // A file's name (the recent files) is the user's, in any language.
    static const QRegularExpression fileName(QStringLiteral("^[^ ]+\\.meeple$"));
    if (fileName.match(text).hasMatch()) return false;
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
    void examplesMenuShowsTitlesBySet();
    void everyWindowIsDutch();
    void compareVariantsIsDutch();
    void rulesPanelNamesOptionsAsTheRulesDialog();
    void menusHaveDistinctAccessKeys_data();
    void menusHaveDistinctAccessKeys();

private:
    // Every text the user can see: the main window, its menus and panels, and each dialog
    // reachable from the menus, with where it was found.
    QMap<QString, QString> visibleTexts();
    void textsOf(QWidget *root, const QString &where, QMap<QString, QString> *out) const;
    void textsOfMenu(QMenu *menu, const QString &where, QMap<QString, QString> *out) const;
    void textsOfItems(QAbstractItemView *view, const QString &where,
                      QMap<QString, QString> *out) const;
    // Triggers `action`, which opens a modal dialog; collects its texts, then those of the
    // dialogs its buttons named `nested` open, and closes it. Each dialog must come within
    // two seconds.
    bool textsOfModal(const char *action, QMap<QString, QString> *out,
                      const QStringList &nested = {});
    // Clicks `button` of an open dialog; collects the texts of the dialog it opens and closes
    // that. False when none comes.
    bool textsOfNested(QAbstractButton *button, const QString &where, QMap<QString, QString> *out);
    // What in `dutch` is English: left untranslated, the same as in `english`, English words,
    // or a board file's option keys and values.
    QStringList englishIn(const QMap<QString, QString> &english,
                          const QMap<QString, QString> &dutch) const;
    void setLanguage(const QString &code);

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
            if (mltest::plain(dutch) != mltest::plain(source))
                m_translatedSources.insert(mltest::plain(source));
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

void TestGuiDutch::examplesMenuShowsTitlesBySet()
{
    auto *menu = m_window->findChild<ExamplesMenu *>(QStringLiteral("menuExamples"));
    QVERIFY(menu);
    QStringList sets;
    for (QAction *a : menu->actions())
        if (a->menu()) sets << mltest::plain(a->text());
    QCOMPARE(sets, (QStringList{u"Base game"_s, u"Hills & Sheep"_s, u"Castles in Germany"_s,
                                u"Mage & Witch"_s, u"The Abbot"_s, u"The River"_s,
                                u"Inns & Cathedrals"_s, u"Traders & Builders"_s}));
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
    QCOMPARE(mltest::plain(wolf->text()), u"Shepherds, example 2 (other choice): the wolf comes"_s);
    auto *hills = menu->findChild<QMenu *>(QStringLiteral("menuExamples-hills-sheep"));
    QVERIFY(hills && hills->actions().contains(wolf));

    setLanguage(QStringLiteral("nl"));
    QCOMPARE(mltest::plain(wolf->text()), u"Herders, voorbeeld 2 (andere keuze): de wolf komt"_s);
    QCOMPARE(mltest::plain(hills->title()), u"Schapen en Heuvels"_s);
    QCOMPARE(mltest::plain(abbot->title()), u"De Abt"_s);
    QCOMPARE(mltest::plain(river->title()), u"De Rivier"_s);
    QCOMPARE(
        mltest::plain(vineyards->text()),
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
        mltest::screenshot(QStringLiteral("nl-examples-menu.png"));
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
    const QStringList problems = englishIn(english, dutch);
    QVERIFY2(problems.isEmpty(), qPrintable(QString::number(problems.size()) + u" problems"_s));
}

QStringList TestGuiDutch::englishIn(const QMap<QString, QString> &english,
                                    const QMap<QString, QString> &dutch) const
{
    QStringList problems;
    for (auto it = dutch.cbegin(); it != dutch.cend(); ++it) {
        const QString &text = it.key();
        if (!worthChecking(text)) continue;
        if (m_translatedSources.contains(text))
            problems << QStringLiteral("untranslated source \"%1\" (%2)").arg(text, it.value());
        else if (english.contains(text))
            problems << QStringLiteral("same as in English \"%1\" (%2)").arg(text, it.value());
        else if (mltest::englishWords().match(text).hasMatch())
            problems << QStringLiteral("English words in \"%1\" (%2)").arg(text, it.value());
        else if (const QRegularExpressionMatch key = fileKeys().match(text); key.hasMatch())
            problems << QStringLiteral("a file's option key \"%1\" in \"%2\" (%3)")
                            .arg(key.captured(), text.mid(qMax(0, key.capturedStart() - 150)),
                                 it.value());
    }
    for (const QString &p : std::as_const(problems))
        qWarning("%s", qPrintable(p.left(300)));
    return problems;
}

// Compare variants words the option and its values as the rules dialog does, in Dutch: no
// "hillTiebreak", "count" or "presence (dit bord)". The hill tie of the stepper tests differs
// between the two readings, so every part of the dialog has something to show.
void TestGuiDutch::compareVariantsIsDutch()
{
    QVERIFY(m_window->openFile(mltest::dataDir() + u"/stepper/hill-tie.meeple"_s));
    mltest::action(m_window.get(), "actionCompareVariants")->trigger();
    auto *dialog = m_window->findChild<VariantCompareDialog *>(u"variantCompareDialog"_s);
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QVERIFY(dialog->setVariant(u"hillTiebreak"_s, u"count"_s));
    QMap<QString, QString> english;
    textsOf(dialog, u"compare variants"_s, &english);
    QVERIFY2(english.contains(u"Hill tie-break"_s), qPrintable(english.keys().join(u" | ")));
    setLanguage(u"nl"_s);
    QMap<QString, QString> dutch;
    textsOf(dialog, u"compare variants"_s, &dutch);
    // The rules dialog's words for the option and its values.
    QVERIFY2(dutch.contains(u"Heuvel bij gelijkspel"_s), qPrintable(dutch.keys().join(u" | ")));
    QVERIFY(dutch.contains(u"een meeple op een heuvel (dit bord)"_s));
    QVERIFY(dutch.contains(u"de meeste meeples op heuvels"_s));
    const QString status = mltest::child<QLabel>(dialog, "variantStatus")->text();
    QVERIFY2(status.contains(u"„Heuvel bij gelijkspel: de meeste meeples op heuvels”"_s),
             qPrintable(status));
    mltest::screenshot(u"nl-compare-variants.png"_s);
    const QStringList problems = englishIn(english, dutch);
    dialog->close();
    QVERIFY2(problems.isEmpty(), qPrintable(QString::number(problems.size()) + u" problems"_s));
}

// A rule with a switch tells the Dutch reader where to find it: by the name the rules dialog
// gives the option in Dutch, never by the file's key.
void TestGuiDutch::rulesPanelNamesOptionsAsTheRulesDialog()
{
    setLanguage(u"nl"_s);
    int named = 0;
    for (const RuleBook::Rule &r : RuleBook::builtIn().rules()) {
        if (r.option.isEmpty()) continue;
        const QByteArray id = r.id.toUtf8();
        QVERIFY2(!fileKeys().match(r.text.nl).hasMatch(), id.constData());
        if (r.status == u"official") continue;
        QVERIFY2(r.text.nl.contains(OptionText::name(r.option)),
                 qPrintable(r.id + u": "_s + OptionText::name(r.option)));
        ++named;
    }
    QVERIFY(named >= 8);
}

// ---------------------------------------------------------------- collecting texts

void TestGuiDutch::textsOfMenu(QMenu *menu, const QString &where, QMap<QString, QString> *out) const
{
    const QString here = where + u" > "_s + mltest::plain(menu->title());
    out->insert(mltest::plain(menu->title()), where);
    for (QAction *a : menu->actions()) {
        if (a->isSeparator()) continue;
        if (a->menu()) {
            textsOfMenu(a->menu(), here, out);
            continue;
        }
        out->insert(mltest::plain(a->text()), here);
        if (!a->statusTip().isEmpty())
            out->insert(mltest::plain(a->statusTip()), here + u" (status)"_s);
        if (a->toolTip() != a->text() && mltest::plain(a->toolTip()) != mltest::plain(a->text()))
            out->insert(mltest::plain(a->toolTip()), here + u" (tooltip)"_s);
    }
}

void TestGuiDutch::textsOf(QWidget *root, const QString &where, QMap<QString, QString> *out) const
{
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    const auto add = [out](const QString &text, const QString &place) {
        const QString p = mltest::plain(text);
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
            textsOfItems(v, place, out);
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

// Headers with their tooltips, then each cell shown and its tooltip: the rows of a list or a
// table (the players' colours, the palette's counts) are texts the user reads as well.
void TestGuiDutch::textsOfItems(QAbstractItemView *view, const QString &where,
                                QMap<QString, QString> *out) const
{
    const QAbstractItemModel *model = view->model();
    const auto add = [out](const QVariant &text, const QString &place) {
        const QString p = mltest::plain(text.toString());
        if (!p.isEmpty()) out->insert(p, place);
    };
    const auto *table = qobject_cast<QTableView *>(view);
    const auto *tree = qobject_cast<QTreeView *>(view);
    const auto hidden = [table, tree](int column) {
        return (table && table->isColumnHidden(column)) || (tree && tree->isColumnHidden(column));
    };
    for (int c = 0; c < model->columnCount(); ++c) {
        if (hidden(c)) continue;
        add(model->headerData(c, Qt::Horizontal), where + u" (header)"_s);
        add(model->headerData(c, Qt::Horizontal, Qt::ToolTipRole), where + u" (header tooltip)"_s);
    }
    // Depth first through a tree, a few hundred rows at most (the palette has about 150).
    int budget = 400;
    std::function<void(const QModelIndex &)> rows = [&](const QModelIndex &parent) {
        for (int r = 0; r < model->rowCount(parent) && budget > 0; ++r, --budget)
            for (int c = 0; c < model->columnCount(parent); ++c) {
                if (hidden(c)) continue;
                const QModelIndex index = model->index(r, c, parent);
                add(index.data(Qt::DisplayRole), where + u" (cell)"_s);
                add(index.data(Qt::ToolTipRole), where + u" (cell tooltip)"_s);
                if (c == 0 && model->hasChildren(index)) rows(index);
            }
    };
    rows({});
}

bool TestGuiDutch::textsOfNested(QAbstractButton *button, const QString &where,
                                 QMap<QString, QString> *out)
{
    QWidget *parent = button->window();
    mltest::ModalAnswerer answerer;
    answerer.expect(
        u"a dialog from "_s + button->objectName(), [parent](QWidget *w) { return w != parent; },
        [&](QWidget *nested) {
            const QString place = where + u" > "_s + button->objectName();
            // A file chooser is Qt's, and lists the user's own file names: only its title
            // is ours.
            if (qobject_cast<QFileDialog *>(nested))
                out->insert(mltest::plain(nested->windowTitle()), place);
            else
                textsOf(nested, place, out);
            if (m_window->languages()->language() == u"nl")
                mltest::screenshot(u"nl-dialog-%1.png"_s.arg(button->objectName()));
            if (auto *dialog = qobject_cast<QDialog *>(nested))
                dialog->reject();
            else
                nested->close();
        },
        2000);
    button->click();
    return answerer.wait();
}

bool TestGuiDutch::textsOfModal(const char *action, QMap<QString, QString> *out,
                                const QStringList &nested)
{
    auto *a = m_window->findChild<QAction *>(QLatin1String(action));
    if (!a) return false;
    mltest::ModalAnswerer answerer;
    bool nestedOpened = true;
    // Two seconds, then give up: the caller says which action showed no dialog.
    answerer.expect(
        QStringLiteral("a dialog"), {},
        [&](QWidget *modal) {
            textsOf(modal, QString::fromLatin1(action), out);
            for (const QString &name : nested) {
                auto *button = modal->findChild<QAbstractButton *>(name);
                const bool opened = button && button->isEnabled() &&
                                    textsOfNested(button, QString::fromLatin1(action), out);
                if (!opened) qWarning("no dialog from %s", qPrintable(name));
                nestedOpened = nestedOpened && opened;
            }
            if (m_window->languages()->language() == u"nl")
                mltest::screenshot(QStringLiteral("nl-dialog-%1.png").arg(QLatin1String(action)));
            if (auto *dialog = qobject_cast<QDialog *>(modal))
                dialog->reject();
            else
                modal->close();
        },
        2000);
    a->trigger();
    return answerer.wait() && nestedOpened;
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

    // One puzzle of the library marked solved, so that its Reset progress can be asked.
    PuzzleProgress::recordSolved(PuzzleLibrary().keys().constFirst());
    // Each dialog of the menus, and the dialogs opened from its buttons.
    const QList<QPair<const char *, QStringList>> dialogs = {
        {"actionNew", {}},
        {"actionRules", {}},
        {"actionExport", {}},
        {"actionAbout", {}},
        {"actionPuzzleLibrary", {u"resetProgressButton"_s, u"openCollectionButton"_s}},
        {"actionEditPuzzle", {}},
        {"actionExportPuzzleSheet", {u"sheetFolderChoose"_s}},
    };
    for (const auto &[action, nested] : dialogs) {
        const bool opened = textsOfModal(action, &out, nested);
        if (!opened) qWarning("no dialog from %s", action);
        // A structured binding cannot be captured before C++20 (clang refuses it): a copy is.
        const char *name = action;
        [&] { QVERIFY2(opened, name); }();
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
