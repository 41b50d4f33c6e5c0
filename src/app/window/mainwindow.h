// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jczimport.h"
#include "joblayout.h"
#include "statusmessages.h"

#include <QKeySequence>
#include <QMainWindow>

#include <memory>

class QAction;
class QActionGroup;
class QComboBox;
class QDialog;
class QLineEdit;
class QMenu;
class QSettings;
class QToolBar;
class QUndoView;

namespace ml
{

class AnnotationTools;
class BoardDocument;
class ExamplesMenu;
class ExploreController;
class BoardInfoDock;
class BoardView;
class FigureTool;
class MoveTool;
class MovePanel;
class PictureExports;
class LanguageManager;
class LessonController;
class PlayersDock;
class PuzzleController;
class PuzzleSolverDock;
class RulesPanelDock;
class ScoreLogDock;
class ScreenFit;
class SelectTool;
class StepperDock;
class TilePaletteDock;
class TilePlaceTool;
namespace Ui
{
class MainWindow;
}

// Sets the platform's keys for `key` on `action`, plus `documented` where the platform has
// another or none (mainwindow.cpp).
void setStandardShortcut(QAction *action, QKeySequence::StandardKey key,
                         const QKeySequence &documented);

// The editor window: the board in the middle with its tools, the tile palette, players,
// history and board panel as docks, and the file, edit, view, game, puzzles and help menus.
// The window builds and places the docks and hands them, with its form's actions, to two
// controllers: explore mode (ExploreController) steps through the board's moves and final
// scoring with the stepper and score-log docks and the rules panel; the puzzle side
// (PuzzleController) opens the library, authors puzzles and shows the solver. Every
// text is set in retranslateUi(), which runs again on each language change.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The bundled example board (:/examples/welcome.meeple).
    static QString examplePath();
    // Every bundled example, as resource paths.
    static QStringList examplePaths();

    // Loads a board file. On failure shows a message naming the place and reason, keeps the
    // board that was open, and returns false. Does not ask about unsaved changes.
    bool openFile(const QString &path);
    // File > Import JCloisterZone game (docs/jcz-import.md): the game as a new, unsaved board,
    // opened in Explore. A refused save gets a message box naming why; `force` imports the moves
    // before a refused turn ("Import up to here"). True when a board was opened.
    bool importJczFile(const QString &path, bool force = false);
    void newBoard(const QStringList &sets, const QString &edition, int players);
    bool saveFile(const QString &path);
    bool save();
    // `title` above and, with `legend`, the players' colours below the board.
    // With `selectionOnly`, the picture shows the selected tiles and what lies between them.
    bool exportPicture(const QString &path, const QString &title = QString(), bool legend = false,
                       bool selectionOnly = false);
    // Asks to save unsaved changes; false when the user cancels.
    bool maybeSave();
    // mainwindowclipboard.cpp: Edit > Copy board as text puts the board on the clipboard as
    // one line (as `meeplelab-cli pack` prints it, docs/board-format.md, "A board as one line of
    // text"); Edit > Paste board and a text dropped on the window open the board a text holds,
    // packed or as board JSON, as a new unsaved board. A text that is no board shows why
    // (pasteErrorBox) and leaves the open board as it was, without asking about its changes.
    void copyBoardText();
    void pasteBoard();
    bool openBoardText(const QByteArray &text);

    LanguageManager *languages() const { return m_languages; }
    BoardDocument *document() const { return m_document; }
    BoardView *boardView() const { return m_view; }
    BoardInfoDock *infoDock() const { return m_dock; }
    TilePaletteDock *paletteDock() const { return m_palette; }
    PlayersDock *playersDock() const { return m_players; }
    SelectTool *selectTool() const { return m_selectTool; }
    TilePlaceTool *tileTool() const { return m_tileTool; }
    FigureTool *figureTool() const { return m_figureTool; }
    // The annotation tools, their colour and "Only at this step" (annotationtools.h).
    AnnotationTools *annotationTools() const { return m_annotationTools; }
    // Switch tools as the toolbar buttons do.
    void useSelectTool();
    void useTileTool();
    void useFigureTool();
    void useMoveTool();

    // Explore mode: the board shows the stepper's current step instead of the set-up.
    ExploreController *explore() const { return m_explore; }
    // The puzzle library, authoring and solving.
    PuzzleController *puzzles() const { return m_puzzles; }
    // The Lesson menu: writing, presenting and taking lessons, and the lesson library.
    LessonController *lessons() const { return m_lessons; }
    // Pictures of a step or all steps, PDF, printing and the clipboard.
    PictureExports *pictures() const { return m_pictures; }
    // Opens a bundled example by file name ("hs-hills-2.meeple"), asking about unsaved
    // changes first, as the rules panel's links do.
    bool openExample(const QString &fileName);
    StepperDock *stepperDock() const { return m_stepperDock; }
    ScoreLogDock *scoreLogDock() const { return m_scoreLogDock; }
    RulesPanelDock *rulesPanel() const { return m_rulesPanel; }
    PuzzleSolverDock *puzzleSolverDock() const { return m_solverDock; }

    // mainwindowlayout.cpp: the job the window is doing (editing, exploring or solving) and
    // its own arrangement of panels. The program keeps the arrangements between runs.
    JobLayout::Job job() const;
    void resetLayout();
    void saveLayout(QSettings &settings) const;
    // mainwindowhelp.cpp: Help > Manual, in the interface's language (non-modal).
    QDialog *showManual();
    static QString manualHtml(const QString &language);
    void restoreLayout(const QSettings &settings);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createToolBar();
    void retranslate();
    // "Undo Place tile CRFR" in the interface's language, after every push, undo or redo.
    void updateUndoTexts();
    void onDocumentChanged();
    void updateTitle();
    void updatePlayerChoice();
    void updateFigureChoice();
    void showSetUpForEditing();
    void showStatus(const QString &text, int milliseconds = StatusTimeout);
    void updateRecentMenu();
    void addRecentFile(const QString &path);
    void chooseFile();
    void chooseJczImport(); // mainwindowimport.cpp
    void showImportError(const QString &path, const QList<jcz::Problem> &errors, bool forcible);
    void chooseNew();
    // A board just opened or made starts without the last board's view and tool states.
    void startOnNewBoard();
    bool chooseSaveAs();
    void chooseExportFile();
    void editRules();
    void showAbout();
    void showLoadError(const QString &path, const QString &where, const QString &reason);
    // mainwindowclipboard.cpp
    void createClipboardActions();
    void showPasteError(const QString &where, const QString &reason);
    // The explore and puzzle docks, placed here, and their controllers.
    void createControllers();
    // mainwindowlayout.cpp
    void createJobLayouts();
    void fitToScreen();
    JobLayout::Job currentJob() const;
    void updateJob();
    // mainwindowhelp.cpp
    void createHelpActions();
    void retranslateHelp();
    void fillManual();

    LanguageManager *m_languages;
    BoardDocument *m_document;
    BoardView *m_view;
    BoardInfoDock *m_dock;
    TilePaletteDock *m_palette;
    PlayersDock *m_players;
    QDockWidget *m_historyDock;
    QUndoView *m_history;
    SelectTool *m_selectTool;
    TilePlaceTool *m_tileTool;
    FigureTool *m_figureTool;
    std::unique_ptr<Ui::MainWindow> m_ui;
    MoveTool *m_moveTool = nullptr;
    MovePanel *m_movePanel = nullptr;
    AnnotationTools *m_annotationTools = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    ExamplesMenu *m_examplesMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QMenu *m_gameMenu = nullptr;
    QMenu *m_puzzlesMenu = nullptr;
    QToolBar *m_toolBar = nullptr;
    QComboBox *m_figureChoice = nullptr;
    quint8 m_figureSets = 0; // the sets whose figures m_figureChoice lists
    QComboBox *m_playerChoice = nullptr;
    QLineEdit *m_flock = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_rotateAction = nullptr;
    QAction *m_rotateBackAction = nullptr;
    QAction *m_rulesAction = nullptr;
    QAction *m_selectToolAction = nullptr;
    QAction *m_tileToolAction = nullptr;
    QAction *m_figureToolAction = nullptr;
    QAction *m_moveToolAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_fitAction = nullptr;
    QAction *m_gridAction = nullptr;
    QAction *m_movesAction = nullptr;
    QAction *m_englishAction = nullptr;
    QAction *m_dutchAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_manualAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
    QAction *m_resetLayoutAction = nullptr;
    QDialog *m_manual = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QActionGroup *m_toolGroup = nullptr;

    StepperDock *m_stepperDock = nullptr;
    ScoreLogDock *m_scoreLogDock = nullptr;
    RulesPanelDock *m_rulesPanel = nullptr;
    PuzzleSolverDock *m_solverDock = nullptr;
    ExploreController *m_explore = nullptr;
    PuzzleController *m_puzzles = nullptr;
    LessonController *m_lessons = nullptr;
    PictureExports *m_pictures = nullptr;
    // Closing the stepper dock ends explore mode; cut before ~QWidget hides the docks.
    QMetaObject::Connection m_stepperDockToggle;
    JobLayout *m_jobs = nullptr;
    ScreenFit *m_screenFit = nullptr; // the window stays inside its screen
    bool m_arranging = false;         // updateJob() is showing and hiding docks
};

} // namespace ml
