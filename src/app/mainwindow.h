#pragma once

#include <QMainWindow>

class QAction;
class QActionGroup;
class QMenu;

namespace ml
{

class BoardDocument;
class BoardInfoDock;
class BoardView;
class LanguageManager;

// The main window: the board read-only in the middle, its title, players and scorings at
// the side. Every text is set in retranslateUi(), which runs again on each language change.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

    // The bundled example board (:/examples/welcome.meeple).
    static QString examplePath();

    // Loads a board file. On failure shows a message naming the place and reason, keeps the
    // board that was open, and returns false.
    bool openFile(const QString &path);
    bool exportPicture(const QString &path);

    LanguageManager *languages() const { return m_languages; }
    BoardDocument *document() const { return m_document; }
    BoardView *boardView() const { return m_view; }
    BoardInfoDock *infoDock() const { return m_dock; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void retranslateUi();
    void onDocumentChanged();
    void chooseFile();
    void chooseExportFile();
    void showAbout();
    void showLoadError(const QString &path, const QString &where, const QString &reason);

    LanguageManager *m_languages;
    BoardDocument *m_document;
    BoardView *m_view;
    BoardInfoDock *m_dock;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_fitAction = nullptr;
    QAction *m_englishAction = nullptr;
    QAction *m_dutchAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};

} // namespace ml
