// SPDX-License-Identifier: GPL-3.0-or-later
// The Designer forms in ui/ (docs/architecture.md, "Text and translation"): each one's texts reach
// the Dutch translation under the form's class, which only happens when lupdate scans the form (a
// form found only through AUTOUIC_SEARCH_PATHS is compiled but never scanned), and the main
// window built from its form keeps every action's name and keys.
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "testdata.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>
#include <QXmlStreamReader>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
QString rootDir()
{
    return QDir(mltest::dataDir() + u"/../.."_s).absolutePath();
}

// Context and source of every message of a .ts file -> its translation, with "?" prefixed
// while it is unfinished.
QHash<QPair<QString, QString>, QString> readTranslations(const QString &path)
{
    QHash<QPair<QString, QString>, QString> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return out;
    QXmlStreamReader xml(&file);
    QString context, source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == u"name")
            context = xml.readElementText();
        else if (xml.name() == u"source")
            source = xml.readElementText();
        else if (xml.name() == u"translation") {
            const bool unfinished = xml.attributes().value(u"type"_s) == u"unfinished";
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            out.insert({context, source}, unfinished ? u"?"_s + text : text);
        }
    }
    return out;
}

// The platform's keys for `key` with the documented one added when the platform has not got
// it, as the window sets them (on plain X11 QKeySequence::SaveAs is empty).
QList<QKeySequence> standardOr(QKeySequence::StandardKey key, const QKeySequence &documented)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    if (!keys.contains(documented)) keys.append(documented);
    return keys;
}

struct FormTexts {
    QString className;
    QStringList texts; // every translatable <string>
};

FormTexts readForm(const QString &path)
{
    FormTexts form;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return form;
    QXmlStreamReader xml(&file);
    int depth = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement()) --depth;
        if (!xml.isStartElement()) continue;
        ++depth;
        if (depth == 2 && xml.name() == u"class") {
            form.className = xml.readElementText();
            --depth;
        } else if (xml.name() == u"string") {
            const bool notr = xml.attributes().value(u"notr"_s) == u"true";
            const QString text = xml.readElementText();
            --depth;
            if (!notr && !text.isEmpty()) form.texts << text;
        }
    }
    return form;
}
} // namespace

class TestGuiForms : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyFormTextHasItsDutch();
    void mainWindowActionsKeepNamesAndKeys();
    void formTextsFollowTheLanguage();
};

void TestGuiForms::initTestCase()
{
    mltest::useTestSettings();
}

// Each form holds texts, names its class in the ml namespace (so its context is the class's
// own and the Dutch carries over), and every text has a finished Dutch translation there.
void TestGuiForms::everyFormTextHasItsDutch()
{
    const QDir ui(rootDir() + u"/ui"_s);
    const QStringList forms = ui.entryList({u"*.ui"_s}, QDir::Files, QDir::Name);
    // The main window, seven dialogs (New board and Rule options share one form) and the
    // four fixed panels.
    QVERIFY2(forms.size() >= 11, qPrintable(forms.join(u", "_s)));
    const auto dutch = readTranslations(rootDir() + u"/translations/meeplelab_nl.ts"_s);
    QVERIFY(dutch.size() > 300);
    QStringList problems;
    int checked = 0;
    for (const QString &name : forms) {
        const FormTexts form = readForm(ui.filePath(name));
        QVERIFY2(form.className.startsWith(u"ml::"_s), qPrintable(name));
        QVERIFY2(!form.texts.isEmpty(), qPrintable(name));
        for (const QString &text : form.texts) {
            ++checked;
            const QString nl = dutch.value({form.className, text});
            if (nl.isEmpty() || nl.startsWith(u'?'))
                problems << u"%1: \"%2\" (%3)"_s.arg(name, text, nl.isEmpty() ? u"missing"_s : nl);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
    QVERIFY(checked > 100);
}

// The actions the form makes keep the names tests and settings use and their keys; second
// keys and the platform's standard keys (its first binding, as before) come from the code.
void TestGuiForms::mainWindowActionsKeepNamesAndKeys()
{
    MainWindow window;
    const QList<QPair<const char *, QList<QKeySequence>>> expected = {
        {"actionNew", standardOr(QKeySequence::New, QKeySequence(Qt::CTRL | Qt::Key_N))},
        {"actionOpen", standardOr(QKeySequence::Open, QKeySequence(Qt::CTRL | Qt::Key_O))},
        {"actionSave", standardOr(QKeySequence::Save, QKeySequence(Qt::CTRL | Qt::Key_S))},
        {"actionSaveAs",
         standardOr(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S))},
        {"actionExport", {QKeySequence(Qt::CTRL | Qt::Key_E)}},
        {"actionQuit", {QKeySequence(Qt::CTRL | Qt::Key_Q)}},
        {"actionExportPdf", {}},
        {"actionPrintPreview", {}},
        {"actionPrint", {QKeySequence(Qt::CTRL | Qt::Key_P)}},
        {"actionCopyPicture", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)}},
        {"actionExportStep", {}},
        {"actionExportAllSteps", {}},
        {"actionUndo", standardOr(QKeySequence::Undo, QKeySequence(Qt::CTRL | Qt::Key_Z))},
        {"actionRedo",
         standardOr(QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z))},
        {"actionRotate", {QKeySequence(Qt::Key_R)}},
        {"actionRotateBack", {QKeySequence(Qt::SHIFT | Qt::Key_R)}},
        {"actionSelectTool", {QKeySequence(Qt::CTRL | Qt::Key_1)}},
        {"actionTileTool", {QKeySequence(Qt::CTRL | Qt::Key_2)}},
        {"actionFigureTool", {QKeySequence(Qt::CTRL | Qt::Key_3)}},
        {"actionMoveTool", {QKeySequence(Qt::CTRL | Qt::Key_4)}},
        {"actionFindTile", {QKeySequence(Qt::CTRL | Qt::Key_F)}},
        {"actionNextFigure", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M)}},
        {"actionNextPlayer", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)}},
        {"actionArrowTool", {QKeySequence(Qt::ALT | Qt::Key_1)}},
        {"actionRingTool", {QKeySequence(Qt::ALT | Qt::Key_2)}},
        {"actionNumberTool", {QKeySequence(Qt::ALT | Qt::Key_3)}},
        {"actionHighlightTool", {QKeySequence(Qt::ALT | Qt::Key_4)}},
        {"actionLabelTool", {QKeySequence(Qt::ALT | Qt::Key_5)}},
        {"actionDimTool", {QKeySequence(Qt::ALT | Qt::Key_6)}},
        {"actionZoomIn",
         {QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus)}},
        {"actionZoomOut", {QKeySequence(Qt::CTRL | Qt::Key_Minus)}},
        {"actionFit", {QKeySequence(Qt::CTRL | Qt::Key_0)}},
        {"actionGrid", {QKeySequence(Qt::CTRL | Qt::Key_G)}},
        {"actionExplore", {QKeySequence(Qt::CTRL | Qt::Key_T)}},
        {"actionStepFirst", {QKeySequence(Qt::ALT | Qt::Key_Home)}},
        {"actionStepPrevious",
         {QKeySequence(Qt::ALT | Qt::Key_Left), QKeySequence(Qt::SHIFT | Qt::Key_F10)}},
        {"actionStepNext", {QKeySequence(Qt::ALT | Qt::Key_Right), QKeySequence(Qt::Key_F10)}},
        {"actionStepLast", {QKeySequence(Qt::ALT | Qt::Key_End)}},
        {"actionScoreNow", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F)}},
        {"actionPuzzleLibrary", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L)}},
        {"actionManual", standardOr(QKeySequence::HelpContents, QKeySequence(Qt::Key_F1))},
        {"actionDelete", {}},
        {"actionRules", {}},
        {"actionShowMoves", {}},
        {"actionCompareVariants", {}},
        {"actionEditPuzzle", {}},
        {"actionSolveAgain", {}},
        {"actionResetLayout", {}},
        {"actionAbout", {}},
        {"actionAboutQt", {}},
        {"actionLanguageEn", {}},
        {"actionLanguageNl", {}},
    };
    for (const auto &[name, keys] : expected) {
        const QList<QAction *> found = window.findChildren<QAction *>(QLatin1String(name));
        QVERIFY2(found.size() == 1, name); // one action of that name, none left over
        QVERIFY2(found.first()->shortcuts() == keys,
                 qPrintable(QLatin1String(name) + u": "_s +
                            QKeySequence::listToString(found.first()->shortcuts()) + u" vs "_s +
                            QKeySequence::listToString(keys)));
    }
    for (const char *name : {"actionQuit", "actionAbout", "actionAboutQt"})
        QVERIFY2(window.findChild<QAction *>(QLatin1String(name))->menuRole() !=
                     QAction::TextHeuristicRole,
                 name);
    // The menu bar's menus in their order, each a menu of the form.
    QStringList menus;
    for (QAction *a : window.menuBar()->actions())
        if (a->menu()) menus << a->menu()->objectName();
    QCOMPARE(menus, (QStringList{u"menuFile"_s, u"menuEdit"_s, u"menuView"_s, u"menuGame"_s,
                                 u"menuPuzzles"_s, u"menuLesson"_s, u"menuHelp"_s}));
    // The tool bar: the four tools, the figure, player and flock choices, undo, redo, fit.
    auto *tools = window.findChild<QToolBar *>(u"toolBar"_s);
    QVERIFY(tools);
    QStringList shown;
    for (QAction *a : tools->actions()) {
        if (a->isSeparator())
            shown << u"|"_s;
        else if (QWidget *w = tools->widgetForAction(a);
                 w && !a->objectName().startsWith(u"action"_s))
            shown << w->objectName();
        else
            shown << a->objectName();
    }
    QCOMPARE(shown.join(u' '),
             u"actionSelectTool actionTileTool actionFigureTool actionMoveTool | figureChoice "
             "playerChoice flockTokens | actionUndo actionRedo actionFit"_s);
}

// The texts a form holds are worded again on a language change, through the form.
void TestGuiForms::formTextsFollowTheLanguage()
{
    MainWindow window;
    QVERIFY(window.languages()->setLanguage(u"en"_s));
    auto *menu = window.findChild<QMenu *>(u"menuGame"_s);
    auto *explore = window.findChild<QAction *>(u"actionExplore"_s);
    QVERIFY(menu && explore);
    QCOMPARE(menu->title(), u"&Game"_s);
    QCOMPARE(explore->statusTip(),
             u"Play the board's moves phase by phase and see why every point is scored"_s);
    QVERIFY(window.languages()->setLanguage(u"nl"_s));
    QCoreApplication::processEvents();
    QVERIFY2(menu->title() != u"&Game"_s, qPrintable(menu->title()));
    QVERIFY(!explore->statusTip().isEmpty());
    QVERIFY2(!explore->statusTip().contains(u"phase by phase"_s), qPrintable(explore->statusTip()));
    QVERIFY(window.languages()->setLanguage(u"en"_s));
    QCoreApplication::processEvents();
    QCOMPARE(menu->title(), u"&Game"_s);
}

QTEST_MAIN(TestGuiForms)
#include "tst_gui_forms.moc"
