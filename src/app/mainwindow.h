#pragma once

#include <QMainWindow>

class QAction;
class QActionGroup;
class QComboBox;
class QLineEdit;
class QMenu;
class QToolBar;
class QUndoView;

namespace ml
{

class BoardDocument;
class BoardInfoDock;
class BoardView;
class FigureTool;
class LanguageManager;
class PlayersDock;
class SelectTool;
class TilePaletteDock;
class TilePlaceTool;

// The editor window: the board in the middle with its tools, the tile palette, players,
// history and board panel as docks, and the file, edit, view and help menus. Every text is
// set in retranslateUi(), which runs again on each language change.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

    // The bundled example board (:/examples/welcome.meeple).
    static QString examplePath();
    // Every bundled example, as resource paths.
    static QStringList examplePaths();

    // Loads a board file. On failure shows a message naming the place and reason, keeps the
    // board that was open, and returns false. Does not ask about unsaved changes.
    bool openFile(const QString &path);
    void newBoard(const QStringList &sets, const QString &edition, int players);
    bool saveFile(const QString &path);
    bool save();
    // `title` above and, with `legend`, the players' colours below the board.
    bool exportPicture(const QString &path, const QString &title = QString(), bool legend = false);
    // Asks to save unsaved changes; false when the user cancels.
    bool maybeSave();

    LanguageManager *languages() const { return m_languages; }
    BoardDocument *document() const { return m_document; }
    BoardView *boardView() const { return m_view; }
    BoardInfoDock *infoDock() const { return m_dock; }
    TilePaletteDock *paletteDock() const { return m_palette; }
    PlayersDock *playersDock() const { return m_players; }
    SelectTool *selectTool() const { return m_selectTool; }
    TilePlaceTool *tileTool() const { return m_tileTool; }
    FigureTool *figureTool() const { return m_figureTool; }
    // Switch tools as the toolbar buttons do.
    void useSelectTool();
    void useTileTool();
    void useFigureTool();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createToolBar();
    void retranslateUi();
    void onDocumentChanged();
    void updateTitle();
    void updatePlayerChoice();
    void updateRecentMenu();
    void addRecentFile(const QString &path);
    void chooseFile();
    void chooseNew();
    bool chooseSaveAs();
    void chooseExportFile();
    void editRules();
    void showAbout();
    void showLoadError(const QString &path, const QString &where, const QString &reason);

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

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_examplesMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QToolBar *m_toolBar = nullptr;
    QComboBox *m_figureChoice = nullptr;
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
    QAction *m_rulesAction = nullptr;
    QAction *m_selectToolAction = nullptr;
    QAction *m_tileToolAction = nullptr;
    QAction *m_figureToolAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_fitAction = nullptr;
    QAction *m_gridAction = nullptr;
    QAction *m_movesAction = nullptr;
    QAction *m_englishAction = nullptr;
    QAction *m_dutchAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QActionGroup *m_toolGroup = nullptr;
};

} // namespace ml
