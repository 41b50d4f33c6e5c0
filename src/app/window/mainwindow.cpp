// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "analysiscontroller.h"
#include "annotationtool.h"
#include "annotationtools.h"
#include "answersecrecy.h"
#include "boarddocument.h"
#include "boardinfodock.h"
#include "boardview.h"
#include "coordinatestoggle.h"
#include "editortool.h"
#include "examplesmenu.h"
#include "explorecontroller.h"
#include "figuretool.h"
#include "languagemanager.h"
#include "lessoncontroller.h"
#include "listbesidestyle.h"
#include "movepanel.h"
#include "movetool.h"
#include "pictureexports.h"
#include "playersdock.h"
#include "puzzlecontroller.h"
#include "puzzlemovetool.h"
#include "puzzlesheetexport.h"
#include "puzzlesolverdock.h"
#include "refusaltext.h"
#include "rulespaneldock.h"
#include "scorelogdock.h"
#include "selecttool.h"
#include "stepperdock.h"
#include "themechooser.h"
#include "tileartchooser.h"
#include "tilepalettedock.h"
#include "tileplacetool.h"
#include "ui_mainwindow.h"

#include <QAbstractItemView>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QFileInfo>
#include <QIcon>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QUndoView>

// The form's icons (resources/icons/icons.qrc) are compiled into this static library, where
// the linker keeps them only when they are named. Outside the namespace: Q_INIT_RESOURCE's
// function is a global one.
static void loadIcons()
{
    Q_INIT_RESOURCE(icons);
}

namespace ml
{

// The platform's keys for a standard action, and the key the manual and the README name where
// the platform has another or none: plain X11 has no key for Save As, Windows none for
// Ctrl+Shift+Z, so the documented key works on every platform.
void setStandardShortcut(QAction *action, QKeySequence::StandardKey key,
                         const QKeySequence &documented)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    if (!keys.contains(documented)) keys.append(documented);
    action->setShortcuts(keys);
}

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_languages(new LanguageManager(this)),
      m_document(new BoardDocument(this)), m_view(new BoardView(this)),
      m_dock(new BoardInfoDock(m_document, this)), m_palette(new TilePaletteDock(m_document, this)),
      m_players(new PlayersDock(m_document, this)), m_historyDock(new QDockWidget(this)),
      m_history(new QUndoView(m_document->undoStack())),
      m_selectTool(new SelectTool(m_document, m_view, this)),
      m_tileTool(new TilePlaceTool(m_document, m_view, this)),
      m_figureTool(new FigureTool(m_document, m_view, this)),
      m_ui(std::make_unique<Ui::MainWindow>())
{
    loadIcons();
    ListBesideStyle::install(); // dropdown lists open beside their box
    m_ui->setupUi(this);        // menus, actions, tool bar and status bar
    // The icon the desktop shows for the program (dist/), also where no theme has it.
    setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.meeplelab.MeepleLab.svg")));
    m_view->setObjectName(QStringLiteral("boardView"));
    m_view->setDocument(m_document);
    setCentralWidget(m_view);
    m_historyDock->setObjectName(QStringLiteral("historyDock"));
    m_history->setObjectName(QStringLiteral("historyView"));
    m_historyDock->setWidget(m_history);
    addDockWidget(Qt::LeftDockWidgetArea, m_palette);
    m_palette->setBoardView(m_view); // its list of mismatched sides shows them on the board
    addDockWidget(Qt::RightDockWidgetArea, m_dock);
    addDockWidget(Qt::RightDockWidgetArea, m_players);
    addDockWidget(Qt::RightDockWidgetArea, m_historyDock);
    tabifyDockWidget(m_players, m_historyDock);
    m_players->raise();
    // Recording turns: a tool on the board plus a panel with the steps of the move.
    m_moveTool = new MoveTool(m_document, m_view, this);
    m_movePanel = new MovePanel(m_document, m_moveTool, this);
    // Recording shares the board panel's room, the largest on the right, so its steps fit.
    tabifyDockWidget(m_dock, m_movePanel);
    m_movePanel->hide();
    setAcceptDrops(true);

    createActions();
    createControllers();
    createHelpActions();
    createClipboardActions();
    createMenus();
    createToolBar();
    // Arrow, ring, number, highlight, label, dim: the annotation tools and their tool bar.
    m_annotationTools =
        new AnnotationTools(m_document, m_view, m_selectTool,
                            {m_ui->actionArrowTool, m_ui->actionRingTool, m_ui->actionNumberTool,
                             m_ui->actionHighlightTool, m_ui->actionLabelTool, m_ui->actionDimTool},
                            m_ui->annotationToolBar, this);
    connect(m_annotationTools, &AnnotationTools::statusMessage, this,
            [this](const QString &text) { showStatus(text); });
    for (EditorTool *tool :
         {static_cast<EditorTool *>(m_selectTool), static_cast<EditorTool *>(m_tileTool),
          static_cast<EditorTool *>(m_figureTool), static_cast<EditorTool *>(m_moveTool)})
        connect(tool, &EditorTool::statusMessage, this,
                [this](const QString &text) { showStatus(text); });
    connect(m_players, &PlayersDock::statusMessage, this,
            [this](const QString &text) { showStatus(text); });
    m_tileTool->setFigureTool(m_figureTool); // its number keys put the figure tool's figure
    // A tile clicked (or chosen with Enter) in the palette hands the keys to the board, so
    // the arrows move the cell cursor at once; browsing the palette by keys stays there.
    for (auto signal : {&QListView::clicked, &QListView::activated})
        connect(m_palette->view(), signal, m_view, [this] { m_view->setFocus(); });
    connect(m_palette, &TilePaletteDock::chosenByKeys, m_view, [this] { m_view->setFocus(); });
    connect(m_ui->actionFindTile, &QAction::triggered, m_palette, &TilePaletteDock::findTile);
    connect(m_palette, &TilePaletteDock::tilePicked, this, [this](const QString &id) {
        if (m_view->tool() == m_moveTool) {
            m_moveTool->setTile(id); // a tile picked while recording is the move's tile
            return;
        }
        m_tileTool->setTile(id);
        useTileTool();
    });
    connect(m_document, &BoardDocument::changed, this, &MainWindow::onDocumentChanged);
    connect(m_document, &BoardDocument::playersChanged, this, &MainWindow::updatePlayerChoice);
    connect(m_document, &BoardDocument::reset, this, &MainWindow::updatePlayerChoice);
    connect(m_document, &BoardDocument::reset, this, &MainWindow::startOnNewBoard);
    connect(m_document, &BoardDocument::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_document, &BoardDocument::fileNameChanged, this, &MainWindow::updateTitle);
    // LanguageChange covers the texts of this program; the board's own texts come in both
    // languages, so a switch must also pick the other one even when no translator changed.
    connect(m_languages, &LanguageManager::languageChanged, this, &MainWindow::retranslate);
    // Tab goes from panel to panel and onto the board; in a table it went from cell to cell
    // and never out (the players table held it), the arrows move between cells anyway.
    for (QAbstractItemView *v : findChildren<QAbstractItemView *>())
        v->setTabKeyNavigation(false);
    createJobLayouts();
    fitToScreen();
    useSelectTool();
    updateRecentMenu();
    retranslate();
}

MainWindow::~MainWindow()
{
    // The base destructor hides the docks, which must not reach a half-destroyed window.
    disconnect(m_stepperDockToggle);
    m_document->disconnect(m_explore);
    m_document->disconnect(m_puzzles);
    // Nor may the document: it is deleted with the children, after this destructor, and its
    // undo stack says its text changed as it clears (UBSan: a call on a mere QWidget).
    m_document->undoStack()->disconnect(this);
    m_document->disconnect(this);
}

QString MainWindow::examplePath()
{
    return QStringLiteral(":/examples/welcome.meeple");
}

void MainWindow::createControllers()
{
    m_stepperDock = new StepperDock(this);
    m_scoreLogDock = new ScoreLogDock(this);
    m_scoreLogDock->setObjectName(QStringLiteral("scoreLogDock"));
    m_rulesPanel = new RulesPanelDock(this);
    addDockWidget(Qt::BottomDockWidgetArea, m_stepperDock);
    addDockWidget(Qt::BottomDockWidgetArea, m_scoreLogDock);
    splitDockWidget(m_stepperDock, m_scoreLogDock, Qt::Horizontal);
    addDockWidget(Qt::RightDockWidgetArea, m_rulesPanel);
    tabifyDockWidget(m_dock, m_rulesPanel);
    m_dock->raise();
    for (QDockWidget *d :
         {static_cast<QDockWidget *>(m_stepperDock), static_cast<QDockWidget *>(m_scoreLogDock)})
        d->hide();
    m_rulesPanel->hide();
    // By name, as eight pointers of one type in a row would swap unnoticed.
    ExploreController::Actions exploreActions{};
    exploreActions.explore = m_ui->actionExplore;
    exploreActions.stepFirst = m_ui->actionStepFirst;
    exploreActions.stepPrevious = m_ui->actionStepPrevious;
    exploreActions.stepNext = m_ui->actionStepNext;
    exploreActions.stepLast = m_ui->actionStepLast;
    exploreActions.scoreNow = m_ui->actionScoreNow;
    exploreActions.compareVariants = m_ui->actionCompareVariants;
    exploreActions.gameMenu = m_ui->menuGame;
    m_explore = new ExploreController(m_document, m_view, m_languages, exploreActions,
                                      {m_stepperDock, m_scoreLogDock, m_rulesPanel}, this);
    connect(m_explore, &ExploreController::jobChanged, this, &MainWindow::updateJob);
    new CoordinatesToggle(m_ui->actionCoordinates, m_view, m_explore, this);
    new ThemeChooser(m_ui->actionThemeLight, m_ui->actionThemeDark, m_ui->actionThemeSystem, this);
    // View > Player marks: on at first, as in every export, so the view shows what a picture
    // made from it shows, and a reader who cannot tell the players' colours apart need not
    // first find a switch for a difference they cannot see. Remembered for the next start.
    const bool marks = QSettings().value(QStringLiteral("view/playerMarks"), true).toBool();
    m_ui->actionPlayerMarks->setChecked(marks);
    m_view->setShowPlayerMarks(marks);
    m_dock->setPlayerMarks(marks);
    connect(m_ui->actionPlayerMarks, &QAction::toggled, this, [this](bool on) {
        m_view->setShowPlayerMarks(on);
        m_dock->setPlayerMarks(on);
        QSettings().setValue(QStringLiteral("view/playerMarks"), on);
    });
    auto *art = new TileArtChooser(m_ui->actionArtBuiltin, m_ui->actionArtLineArt,
                                   m_ui->actionArtFolder, m_view, this);
    connect(art, &TileArtChooser::artChanged, m_palette, &TilePaletteDock::redrawPictures);
    art->restore();
    connect(m_explore, &ExploreController::selectToolWanted, this, &MainWindow::useSelectTool);
    connect(m_rulesPanel, &RulesPanelDock::exampleActivated, this, &MainWindow::openExample);
    PictureExports::Actions pictureActions{};
    pictureActions.exportStep = m_ui->actionExportStep;
    pictureActions.exportAllSteps = m_ui->actionExportAllSteps;
    pictureActions.exportPdf = m_ui->actionExportPdf;
    pictureActions.print = m_ui->actionPrint;
    pictureActions.printPreview = m_ui->actionPrintPreview;
    pictureActions.copyPicture = m_ui->actionCopyPicture;
    pictureActions.copyWikiLine = m_ui->actionCopyWikiLine;
    pictureActions.describeBoard = m_ui->actionDescribeBoard;
    m_pictures = new PictureExports(m_document, m_view, m_selectTool, m_explore,
                                    m_stepperDock->stepper(), m_languages, pictureActions, this);
    // Closing the stepper dock (its title-bar button or View menu) ends explore mode, and
    // showing it from the View menu starts it, so the board never shows a step nobody sees.
    m_stepperDockToggle =
        connect(m_stepperDock->toggleViewAction(), &QAction::toggled, this, [this](bool on) {
            if (!m_arranging && on != m_explore->isExploring()) m_explore->setExploring(on);
        });

    m_solverDock = new PuzzleSolverDock(this);
    addDockWidget(Qt::LeftDockWidgetArea, m_solverDock);
    m_solverDock->hide();
    m_puzzles = new PuzzleController(m_document, m_view, m_languages,
                                     {m_ui->actionEditPuzzle, m_ui->actionSolveAgain}, m_solverDock,
                                     m_dock, m_explore, this);
    connect(m_puzzles, &PuzzleController::jobChanged, this, &MainWindow::updateJob);
    new PuzzleSheetExport(m_document, m_languages, m_ui->actionExportPuzzleSheet, this);
    m_explore->setAnswerGuard(
        [this](const QString &what) { return m_puzzles->refuseWhileSolving(what); });
    // Everything that would show what an unsolved puzzle's answer is made of: its scorings,
    // its best moves and gains, its stored key. AnswerSecrecy disables them while solving.
    AnswerSecrecy *secrecy = m_puzzles->secrecy();
    for (QAction *a :
         {m_ui->actionExplore, m_stepperDock->toggleViewAction(), m_ui->actionStepFirst,
          m_ui->actionStepPrevious, m_ui->actionStepNext, m_ui->actionStepLast,
          m_scoreLogDock->toggleViewAction(), m_ui->actionScoreNow, m_ui->actionCompareVariants,
          m_explore->analysis()->analysisAction(), m_explore->analysis()->outlookAction(),
          m_ui->actionExportStep, m_ui->actionExportAllSteps, m_ui->actionEditPuzzle,
          m_ui->actionExportPuzzleSheet, m_ui->actionCopyBoardText})
        secrecy->guard(a);
    // While a move is played for the puzzle no editing tool is on the board, so none of their
    // buttons stays pressed; afterwards the button of the tool that is back is.
    connect(m_puzzles->moveTool(), &PuzzleMoveTool::playingChanged, this, [this](bool playing) {
        m_toolGroup->setExclusionPolicy(playing ? QActionGroup::ExclusionPolicy::ExclusiveOptional
                                                : QActionGroup::ExclusionPolicy::Exclusive);
        if (playing) {
            if (QAction *checked = m_toolGroup->checkedAction()) checked->setChecked(false);
            return;
        }
        // The view takes its next tool only after this one has stopped.
        QTimer::singleShot(0, this, [this] {
            const QList<QPair<EditorTool *, QAction *>> tools = {{m_selectTool, m_selectToolAction},
                                                                 {m_tileTool, m_tileToolAction},
                                                                 {m_figureTool, m_figureToolAction},
                                                                 {m_moveTool, m_moveToolAction}};
            for (const auto &[t, action] : tools)
                if (m_view->tool() == t) action->setChecked(true);
            for (QAction *action : m_ui->annotationToolBar->actions())
                if (auto *t = qobject_cast<AnnotationTool *>(m_view->tool());
                    t && action == m_annotationTools->action(t->type()))
                    action->setChecked(true);
        });
    });
    connect(m_ui->actionPuzzleLibrary, &QAction::triggered, this, [this] {
        if (!maybeSave()) return;
        const QString path = m_puzzles->choosePuzzleFromLibrary();
        if (!path.isEmpty()) openFile(path);
    });
    connect(m_puzzles, &PuzzleController::openRequested, this, [this](const QString &path) {
        if (maybeSave()) openFile(path);
    });
    LessonController::Actions lessonActions{};
    lessonActions.newLesson = m_ui->actionLessonNew;
    lessonActions.openLesson = m_ui->actionLessonOpen;
    lessonActions.addPage = m_ui->actionLessonAddPage;
    lessonActions.editor = m_ui->actionLessonEditor;
    lessonActions.tryAnotherMove = m_ui->actionTryAnotherMove;
    lessonActions.present = m_ui->actionLessonPresent;
    lessonActions.take = m_ui->actionLessonTake;
    lessonActions.library = m_ui->actionLessonLibrary;
    lessonActions.exportLesson = m_ui->actionLessonExport;
    lessonActions.learnRules = m_ui->actionLearnRules;
    m_lessons = new LessonController(this, lessonActions);
}

bool MainWindow::openExample(const QString &fileName)
{
    if (!maybeSave()) return false;
    return openFile(QStringLiteral(":/examples/") + fileName);
}

void MainWindow::createActions()
{
    // The platform's standard keys, which a form cannot name, are given here.
    m_newAction = m_ui->actionNew;
    setStandardShortcut(m_newAction, QKeySequence::New, QKeySequence(Qt::CTRL | Qt::Key_N));
    connect(m_newAction, &QAction::triggered, this, &MainWindow::chooseNew);
    m_openAction = m_ui->actionOpen;
    setStandardShortcut(m_openAction, QKeySequence::Open, QKeySequence(Qt::CTRL | Qt::Key_O));
    connect(m_openAction, &QAction::triggered, this, &MainWindow::chooseFile);
    connect(m_ui->actionImportJcz, &QAction::triggered, this, &MainWindow::chooseJczImport);
    m_saveAction = m_ui->actionSave;
    setStandardShortcut(m_saveAction, QKeySequence::Save, QKeySequence(Qt::CTRL | Qt::Key_S));
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = m_ui->actionSaveAs;
    setStandardShortcut(m_saveAsAction, QKeySequence::SaveAs,
                        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::chooseSaveAs);
    m_exportAction = m_ui->actionExport;
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::chooseExportFile);
    m_quitAction = m_ui->actionQuit;
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    // Own actions rather than QUndoStack's, whose "Undo %1" prefix is Qt's English: the
    // texts are made in updateUndoTexts(), in the interface's language.
    QUndoStack *stack = m_document->undoStack();
    m_undoAction = m_ui->actionUndo;
    setStandardShortcut(m_undoAction, QKeySequence::Undo, QKeySequence(Qt::CTRL | Qt::Key_Z));
    connect(m_undoAction, &QAction::triggered, stack, &QUndoStack::undo);
    connect(stack, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    m_redoAction = m_ui->actionRedo;
    setStandardShortcut(m_redoAction, QKeySequence::Redo,
                        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    connect(m_redoAction, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this, &MainWindow::updateUndoTexts);
    connect(stack, &QUndoStack::redoTextChanged, this, &MainWindow::updateUndoTexts);
    m_undoAction->setEnabled(stack->canUndo());
    m_redoAction->setEnabled(stack->canRedo());
    m_deleteAction = m_ui->actionDelete;
    connect(m_deleteAction, &QAction::triggered, m_selectTool, &SelectTool::deleteSelection);
    // R and Shift+R turn the tile being placed (or the selection) wherever the focus is, for
    // example still in the palette after picking a tile; a text field keeps its letters, as
    // it claims them before a shortcut (ShortcutOverride). The key goes to the board's tool,
    // so each tool turns what it holds: the tile to place, the move's tile, the selection.
    m_rotateAction = m_ui->actionRotate;
    m_rotateBackAction = m_ui->actionRotateBack;
    for (QAction *a : {m_rotateAction, m_rotateBackAction}) {
        const bool back = a == m_rotateBackAction;
        connect(a, &QAction::triggered, this, [this, back] {
            QKeyEvent key(QEvent::KeyPress, Qt::Key_R, back ? Qt::ShiftModifier : Qt::NoModifier,
                          back ? QStringLiteral("R") : QStringLiteral("r"));
            if (EditorTool *tool = m_view->tool(); tool && tool->keyPress(&key)) return;
            m_selectTool->rotateSelection(back ? -1 : 1);
        });
    }
    m_rulesAction = m_ui->actionRules;
    connect(m_rulesAction, &QAction::triggered, this, &MainWindow::editRules);

    m_toolGroup = m_ui->toolGroup;
    m_selectToolAction = m_ui->actionSelectTool;
    m_tileToolAction = m_ui->actionTileTool;
    m_figureToolAction = m_ui->actionFigureTool;
    m_moveToolAction = m_ui->actionMoveTool;
    connect(m_selectToolAction, &QAction::triggered, this, &MainWindow::useSelectTool);
    connect(m_tileToolAction, &QAction::triggered, this, &MainWindow::useTileTool);
    connect(m_figureToolAction, &QAction::triggered, this, &MainWindow::useFigureTool);
    connect(m_moveToolAction, &QAction::triggered, this, &MainWindow::useMoveTool);
    // The tool bar's figure and player lists, by keyboard: each press takes the next entry
    // (the figure's then puts the figure tool on the board, as picking it in the list does).
    connect(m_ui->actionNextFigure, &QAction::triggered, this, [this] {
        if (m_figureChoice->count() == 0) return;
        m_figureChoice->setCurrentIndex((m_figureChoice->currentIndex() + 1) %
                                        m_figureChoice->count());
        useFigureTool();
        statusBar()->showMessage(tr("Figure: %1").arg(m_figureChoice->currentText()), 5000);
    });
    connect(m_ui->actionNextPlayer, &QAction::triggered, this, [this] {
        if (m_playerChoice->count() == 0) {
            statusBar()->showMessage(tr("The board has no players yet."), 5000);
            return;
        }
        m_playerChoice->setCurrentIndex((m_playerChoice->currentIndex() + 1) %
                                        m_playerChoice->count());
        statusBar()->showMessage(tr("Player: %1").arg(m_playerChoice->currentText()), 5000);
    });

    m_zoomInAction = m_ui->actionZoomIn;
    // Ctrl+= is what most keyboards give for "Ctrl and +" without Shift.
    m_zoomInAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus)});
    connect(m_zoomInAction, &QAction::triggered, m_view, &BoardView::zoomIn);
    m_zoomOutAction = m_ui->actionZoomOut;
    m_zoomOutAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    connect(m_zoomOutAction, &QAction::triggered, m_view, &BoardView::zoomOut);
    m_fitAction = m_ui->actionFit;
    connect(m_fitAction, &QAction::triggered, m_view, &BoardView::fitToWindow);
    m_gridAction = m_ui->actionGrid;
    connect(m_gridAction, &QAction::toggled, m_view, &BoardView::setShowGrid);
    m_movesAction = m_ui->actionShowMoves;
    connect(m_movesAction, &QAction::toggled, this, [this](bool on) {
        m_view->setShowMoves(on);
        m_selectTool->clearSelection();
    });

    // Language names are shown in their own language, so the form leaves them untranslated.
    m_languageGroup = m_ui->languageGroup;
    m_englishAction = m_ui->actionLanguageEn;
    m_dutchAction = m_ui->actionLanguageNl;
    connect(m_englishAction, &QAction::triggered, this,
            [this] { m_languages->setLanguage(QStringLiteral("en")); });
    connect(m_dutchAction, &QAction::triggered, this,
            [this] { m_languages->setLanguage(QStringLiteral("nl")); });

    m_aboutAction = m_ui->actionAbout;
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
}

// The menus come from the form; here go the entries made at run time: the examples, the
// panels' own show/hide actions, and the Game and Puzzles menus' panels.
void MainWindow::createMenus()
{
    m_fileMenu = m_ui->menuFile;
    m_recentMenu = m_ui->menuRecent;
    m_examplesMenu = new ExamplesMenu(examplePaths(), m_fileMenu);
    const QList<QAction *> fileEntries = m_fileMenu->actions();
    m_fileMenu->insertMenu(fileEntries.at(fileEntries.indexOf(m_recentMenu->menuAction()) + 1),
                           m_examplesMenu);
    connect(m_examplesMenu, &ExamplesMenu::exampleChosen, this, [this](const QString &path) {
        if (maybeSave()) openFile(path);
    });
    m_editMenu = m_ui->menuEdit;
    // A disabled entry says why in its tool tip (AnswerSecrecy while a puzzle is solved).
    for (QMenu *menu : menuBar()->findChildren<QMenu *>())
        menu->setToolTipsVisible(true);

    m_viewMenu = m_ui->menuView;
    m_languageMenu = m_ui->menuLanguage;
    QAction *firstJobPanel = m_stepperDock->toggleViewAction();
    m_viewMenu->insertActions(m_resetLayoutAction,
                              {firstJobPanel, m_scoreLogDock->toggleViewAction(),
                               m_rulesPanel->toggleViewAction(), m_solverDock->toggleViewAction()});
    for (QDockWidget *d :
         {static_cast<QDockWidget *>(m_palette), static_cast<QDockWidget *>(m_players),
          static_cast<QDockWidget *>(m_dock), m_historyDock})
        m_viewMenu->insertAction(firstJobPanel, d->toggleViewAction());
    m_viewMenu->insertSeparator(firstJobPanel);
    m_gameMenu = m_ui->menuGame; // the form's entries, then the rules panel
    m_gameMenu->addAction(m_rulesPanel->toggleViewAction());
    m_puzzlesMenu = m_ui->menuPuzzles; // the form's entries, then the solve panel
    m_puzzlesMenu->addAction(m_solverDock->toggleViewAction());
    m_helpMenu = m_ui->menuHelp;
}

void MainWindow::createToolBar()
{
    m_toolBar = m_ui->toolBar;
    m_figureChoice = new QComboBox;
    m_figureChoice->setObjectName(QStringLiteral("figureChoice"));
    m_playerChoice = new QComboBox;
    m_playerChoice->setObjectName(QStringLiteral("playerChoice"));
    m_flock = new QLineEdit;
    m_flock->setObjectName(QStringLiteral("flockTokens"));
    m_flock->setMaximumWidth(120);
    // Between the tools and the undo buttons: the form's second separator follows them.
    const QList<QAction *> tools = m_toolBar->actions();
    QAction *afterChoices = tools.at(tools.indexOf(m_undoAction) - 1);
    m_toolBar->insertWidget(afterChoices, m_figureChoice);
    m_toolBar->insertWidget(afterChoices, m_playerChoice);
    m_toolBar->insertWidget(afterChoices, m_flock);
    connect(m_figureChoice, &QComboBox::currentIndexChanged, this, [this] {
        m_figureTool->setFigureType(FigureType(m_figureChoice->currentData().toInt()));
        useFigureTool();
    });
    connect(m_playerChoice, &QComboBox::currentIndexChanged, this,
            [this] { m_figureTool->setPlayer(m_playerChoice->currentData().toString()); });
    connect(m_flock, &QLineEdit::textChanged, this, [this](const QString &text) {
        QStringList tokens;
        for (const QString &t : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
            tokens.append(t.trimmed());
        m_figureTool->setFlock(tokens);
    });
}

void MainWindow::useSelectTool()
{
    m_selectToolAction->setChecked(true);
    m_view->setTool(m_selectTool);
}

// Only the set-up is edited: a tool that edits it shows it, saying where the moves went.
void MainWindow::showSetUpForEditing()
{
    if (!m_movesAction->isChecked()) return;
    m_movesAction->setChecked(false);
    statusBar()->showMessage(
        tr("Editing the set-up: the moves are hidden (View > Show the position after the moves)"),
        8000);
}

void MainWindow::showStatus(const QString &text, int milliseconds)
{
    statusBar()->showMessage(text, milliseconds);
}

void MainWindow::useTileTool()
{
    m_tileToolAction->setChecked(true);
    m_view->setTool(m_tileTool);
    showSetUpForEditing(); // after the tool's own hint, which it replaces
}

void MainWindow::useFigureTool()
{
    // Straight after recording, the figure goes on the move's tile (FigureTool edits the
    // move): the position after the moves stays in view.
    const bool fromRecording = m_view->tool() == m_moveTool;
    m_figureToolAction->setChecked(true);
    m_view->setTool(m_figureTool);
    if (fromRecording) {
        m_movesAction->setChecked(true);
        m_view->setShowMoves(true);
        return;
    }
    showSetUpForEditing(); // after the tool's own hint, which it replaces
}

void MainWindow::useMoveTool()
{
    m_moveToolAction->setChecked(true);
    m_view->setTool(m_moveTool);
    m_movePanel->show();
    m_movePanel->raise();
}

void MainWindow::updatePlayerChoice()
{
    const QString current = m_playerChoice->currentData().toString();
    const QSignalBlocker block(m_playerChoice);
    m_playerChoice->clear();
    for (const Player &p : m_document->players())
        m_playerChoice->addItem(BoardDocument::shownPlayerName(p.id, p.name), p.id);
    m_playerChoice->setCurrentIndex(qMax(0, m_playerChoice->findData(current)));
    m_figureTool->setPlayer(m_playerChoice->currentData().toString());
}

// The figures the board's sets allow (figuresInSets()), in the interface's language; the
// figure chosen stays when the board still has it.
void MainWindow::updateFigureChoice()
{
    const Game *game = m_document->setupGame();
    const quint8 sets = game ? game->sets() : quint8(SetBase);
    m_figureSets = sets;
    const QVariant chosen = m_figureChoice->currentData();
    const QSignalBlocker block(m_figureChoice);
    m_figureChoice->clear();
    for (FigureType type : figuresInSets(sets)) {
        QString text;
        switch (type) {
        case FigureType::Meeple:
            text = tr("Meeple");
            break;
        case FigureType::Shepherd:
            text = tr("Shepherd");
            break;
        case FigureType::Mage:
            text = tr("Mage");
            break;
        case FigureType::Witch:
            text = tr("Witch");
            break;
        case FigureType::Abbot:
            text = tr("Abbot");
            break;
        case FigureType::LargeMeeple:
            text = tr("Large meeple");
            break;
        case FigureType::Builder:
            text = tr("Builder");
            break;
        case FigureType::Pig:
            text = tr("Pig");
            break;
        }
        m_figureChoice->addItem(text, int(type));
    }
    m_figureChoice->setCurrentIndex(qMax(0, m_figureChoice->findData(chosen)));
    m_figureTool->setFigureType(FigureType(m_figureChoice->currentData().toInt()));
}

void MainWindow::updateUndoTexts()
{
    const QUndoStack *stack = m_document->undoStack();
    const QString undo = stack->undoText(), redo = stack->redoText();
    m_undoAction->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1", "undo step").arg(undo));
    m_redoAction->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1", "redo step").arg(redo));
}

// The form's texts come from its retranslateUi(); the texts made here depend on the board,
// the undo steps, the panels or the language chosen.
void MainWindow::retranslate()
{
    m_ui->retranslateUi(this);
    m_examplesMenu->setLanguage(m_languages->language());
    // The steps were named in the old language: name them again, then show the new names.
    m_document->retranslateCommands();
    updateUndoTexts();
    m_history->setStack(nullptr);
    m_history->setStack(m_document->undoStack());
    m_dock->toggleViewAction()->setText(tr("Board &panel"));
    m_historyDock->setWindowTitle(tr("History"));
    m_history->setEmptyLabel(tr("<opened board>"));
    m_flock->setPlaceholderText(tr("flock: 1,3"));
    // The hint is the box's only label: the tool bar may not squeeze the box below it (its
    // text is drawn 2 px in from each side of the frame's contents).
    m_flock->setMinimumWidth(m_flock->fontMetrics().horizontalAdvance(m_flock->placeholderText()) +
                             2 * m_flock->style()->pixelMetric(QStyle::PM_DefaultFrameWidth) + 6);
    m_flock->setToolTip(tr("Sheep tokens beside a new shepherd, separated by commas"));
    // The tool bar's boxes have no label beside them: names for a screen reader.
    m_figureChoice->setAccessibleName(tr("Figure to put on the board"));
    m_playerChoice->setAccessibleName(tr("Player of the figure"));
    m_flock->setAccessibleName(tr("Sheep tokens beside a new shepherd"));

    updateFigureChoice();

    const QString language = m_languages->language();
    m_englishAction->setChecked(language == QLatin1String("en"));
    m_dutchAction->setChecked(language == QLatin1String("nl"));

    m_annotationTools->retranslate();
    m_view->setLanguage(language);
    m_dock->refresh(language);
    m_explore->retranslate();
    m_puzzles->retranslate();
    retranslateHelp();
    updatePlayerChoice(); // default colour names follow the language
    updateTitle();
}

void MainWindow::updateTitle()
{
    QString name = m_dock->titleText();
    if (name.isEmpty())
        name = m_document->fileName().isEmpty() ? tr("Untitled")
                                                : QFileInfo(m_document->fileName()).fileName();
    // [*] is where Qt shows the modified marker.
    setWindowTitle(tr("%1[*] — Meeple Lab").arg(name));
    setWindowModified(m_document->isModified());
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::onDocumentChanged()
{
    // The rules may have gained or lost a set.
    if (const Game *game = m_document->setupGame(); game && game->sets() != m_figureSets)
        updateFigureChoice();
    m_dock->refresh(m_languages->language());
    m_explore->documentChanged();
    updateTitle();
    if (!m_document->movesProblem().isEmpty()) {
        const FileError &refused = m_document->movesError();
        const QString why =
            refused.reason.isEmpty()
                ? m_document->movesProblem()
                : RefusalText(m_document->setupGame() ? m_document->setupGame()->players()
                                                      : QList<Player>())
                      .fileError(refused);
        showStatus(tr("The moves no longer fit the board: %1").arg(why));
    }
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About Meeple Lab"),
        tr("<h3>Meeple Lab %1</h3>"
           "<p>A rules explorer, puzzle editor and teaching tool for Carcassonne: the base "
           "game with the Abbot and the River, Hills &amp; Sheep, Castles in Germany and "
           "Mage &amp; Witch.</p>"
           "<p>Free software under the GNU General Public License, version 3 or later: you "
           "may share and change it under its terms. It comes with no warranty.</p>")
            .arg(QApplication::applicationVersion()));
}

} // namespace ml
