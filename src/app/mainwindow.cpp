#include "mainwindow.h"

#include "boarddocument.h"
#include "boardinfodock.h"
#include "boardview.h"
#include "languagemanager.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QStandardPaths>

namespace ml
{

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_languages(new LanguageManager(this)),
      m_document(new BoardDocument(this)), m_view(new BoardView(this)),
      m_dock(new BoardInfoDock(m_document, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_view->setObjectName(QStringLiteral("boardView"));
    setCentralWidget(m_view);
    addDockWidget(Qt::RightDockWidgetArea, m_dock);
    createActions();
    createMenus();
    connect(m_document, &BoardDocument::changed, this, &MainWindow::onDocumentChanged);
    // LanguageChange covers the texts of this program; the board's own texts come in both
    // languages, so a switch must also pick the other one even when no translator changed.
    connect(m_languages, &LanguageManager::languageChanged, this, &MainWindow::retranslateUi);
    resize(1100, 720);
    retranslateUi();
}

QString MainWindow::examplePath()
{
    return QStringLiteral(":/examples/welcome.meeple");
}

void MainWindow::createActions()
{
    m_openAction = new QAction(this);
    m_openAction->setObjectName(QStringLiteral("actionOpen"));
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::chooseFile);

    m_exportAction = new QAction(this);
    m_exportAction->setObjectName(QStringLiteral("actionExport"));
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::chooseExportFile);

    m_quitAction = new QAction(this);
    m_quitAction->setObjectName(QStringLiteral("actionQuit"));
    m_quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_zoomInAction = new QAction(this);
    m_zoomInAction->setObjectName(QStringLiteral("actionZoomIn"));
    // Ctrl+= is what most keyboards give for "Ctrl and +" without Shift.
    m_zoomInAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus)});
    connect(m_zoomInAction, &QAction::triggered, m_view, &BoardView::zoomIn);

    m_zoomOutAction = new QAction(this);
    m_zoomOutAction->setObjectName(QStringLiteral("actionZoomOut"));
    m_zoomOutAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    connect(m_zoomOutAction, &QAction::triggered, m_view, &BoardView::zoomOut);

    m_fitAction = new QAction(this);
    m_fitAction->setObjectName(QStringLiteral("actionFit"));
    m_fitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_fitAction, &QAction::triggered, m_view, &BoardView::fitToWindow);

    m_languageGroup = new QActionGroup(this);
    m_englishAction = new QAction(m_languageGroup);
    m_englishAction->setObjectName(QStringLiteral("actionLanguageEn"));
    m_dutchAction = new QAction(m_languageGroup);
    m_dutchAction->setObjectName(QStringLiteral("actionLanguageNl"));
    for (QAction *a : {m_englishAction, m_dutchAction})
        a->setCheckable(true);
    // Language names are shown in their own language, so they are never translated.
    m_englishAction->setText(QStringLiteral("English"));
    m_dutchAction->setText(QStringLiteral("Nederlands"));
    connect(m_englishAction, &QAction::triggered, this,
            [this] { m_languages->setLanguage(QStringLiteral("en")); });
    connect(m_dutchAction, &QAction::triggered, this,
            [this] { m_languages->setLanguage(QStringLiteral("nl")); });

    m_aboutAction = new QAction(this);
    m_aboutAction->setObjectName(QStringLiteral("actionAbout"));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("menuFile"));
    m_fileMenu->addAction(m_openAction);
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("menuView"));
    m_viewMenu->addAction(m_zoomInAction);
    m_viewMenu->addAction(m_zoomOutAction);
    m_viewMenu->addAction(m_fitAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_dock->toggleViewAction());

    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("menuLanguage"));
    m_languageMenu->addAction(m_englishAction);
    m_languageMenu->addAction(m_dutchAction);

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("menuHelp"));
    m_helpMenu->addAction(m_aboutAction);
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_openAction->setText(tr("&Open…"));
    m_openAction->setStatusTip(tr("Open a board file"));
    m_exportAction->setText(tr("&Export picture…"));
    m_exportAction->setStatusTip(tr("Save the board as a PNG or SVG picture"));
    m_quitAction->setText(tr("&Quit"));
    m_zoomInAction->setText(tr("Zoom &in"));
    m_zoomOutAction->setText(tr("Zoom &out"));
    m_fitAction->setText(tr("&Fit board in window"));
    m_aboutAction->setText(tr("&About Meeple Lab"));
    m_dock->toggleViewAction()->setText(tr("Board &panel"));

    const QString language = m_languages->language();
    m_englishAction->setChecked(language == QLatin1String("en"));
    m_dutchAction->setChecked(language == QLatin1String("nl"));

    m_dock->refresh(language);
    setWindowTitle(tr("%1 — Meeple Lab").arg(m_dock->titleText()));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::onDocumentChanged()
{
    m_view->setGame(m_document->game());
    retranslateUi();
}

bool MainWindow::openFile(const QString &path)
{
    FileError error;
    if (m_document->loadFile(path, &error)) return true;
    showLoadError(path, error.where, error.reason);
    return false;
}

void MainWindow::showLoadError(const QString &path, const QString &where, const QString &reason)
{
    // Window-modal and non-blocking: the board stays visible behind it, and tests can read it.
    auto *box = new QMessageBox(
        QMessageBox::Warning, tr("Cannot open board"),
        tr("The board file %1 could not be opened.").arg(QFileInfo(path).fileName()),
        QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("loadErrorBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(where.isEmpty() ? tr("Reason: %1").arg(reason)
                                            : tr("Place: %1\nReason: %2").arg(where, reason));
    box->open();
}

void MainWindow::chooseFile()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getOpenFileName(this, tr("Open board"), dir,
                                                      tr("Meeple Lab boards (*.meeple)"));
    if (!path.isEmpty()) openFile(path);
}

bool MainWindow::exportPicture(const QString &path)
{
    BoardRenderer renderer;
    renderer.setGame(m_document->game());
    renderer.setTitle(m_document->title(m_languages->language()));
    QString error;
    const bool svg = path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive);
    const bool ok = svg ? renderer.exportSvg(path, &error) : renderer.exportPng(path, 2000, &error);
    if (!ok)
        QMessageBox::warning(this, tr("Export failed"),
                             tr("The picture could not be saved: %1").arg(error));
    return ok;
}

void MainWindow::chooseExportFile()
{
    QString filter;
    const QString png = tr("PNG image (*.png)");
    const QString svg = tr("SVG drawing (*.svg)");
    QString path = QFileDialog::getSaveFileName(this, tr("Export picture"), QString(),
                                                png + QStringLiteral(";;") + svg, &filter);
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty())
        path += filter == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    exportPicture(path);
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About Meeple Lab"),
        tr("<h3>Meeple Lab %1</h3>"
           "<p>A rules explorer and puzzle editor for Carcassonne: the base game, "
           "Hills &amp; Sheep, Castles in Germany and Mage &amp; Witch.</p>"
           "<p>Open a board file to see every tile, figure and scoring, step by step.</p>")
            .arg(QApplication::applicationVersion()));
}

} // namespace ml
