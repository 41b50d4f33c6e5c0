// SPDX-License-Identifier: GPL-3.0-or-later
// The file side of MainWindow: new, open, save, recent files, examples, drop and export.
#include "eventhtml.h"
#include "mainwindow.h"
#include "plaintext.h"

#include "boarddocument.h"
#include "boardinfodock.h"
#include "boardview.h"
#include "editortool.h"
#include "exportdialog.h"
#include "figurerenderer.h"
#include "languagemanager.h"
#include "movetool.h"
#include "pictureexports.h"
#include "puzzlecontroller.h"
#include "puzzlemovetool.h"
#include "refusaltext.h"
#include "rulesdialog.h"
#include "savedialog.h"
#include "selecttool.h"

#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>

namespace ml
{

namespace
{
constexpr int kMaxRecent = 8;
const QString kRecentKey = QStringLiteral("recentFiles");

QString localBoardFile(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls()) return {};
    for (const QUrl &url : mime->urls())
        if (url.isLocalFile() && url.toLocalFile().endsWith(QLatin1String(".meeple")))
            return url.toLocalFile();
    return {};
}

// Window-modal and non-blocking, like the load error: the board stays in view behind it.
void showSaveError(QWidget *parent, const QString &text, const QString &reason)
{
    QMessageBox *box = plainMessageBox(QMessageBox::Warning, MainWindow::tr("Cannot save"), text,
                                       QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("saveErrorBox"));
    setPlainInformativeText(box, MainWindow::tr("Reason: %1").arg(reason));
    box->open();
}
} // namespace

QStringList MainWindow::examplePaths()
{
    QStringList out;
    for (const QString &name :
         QDir(QStringLiteral(":/examples")).entryList({QStringLiteral("*.meeple")}, QDir::Files))
        out.append(QStringLiteral(":/examples/") + name);
    return out;
}

bool MainWindow::openFile(const QString &path)
{
    FileError error;
    if (m_document->loadFile(path, &error)) {
        if (!path.startsWith(QLatin1Char(':'))) addRecentFile(path);
        SaveDialog::remember(path);
        return true;
    }
    showLoadError(path, RefusalText::place(error), RefusalText().reason(error));
    return false;
}

void MainWindow::newBoard(const QStringList &sets, const QString &edition, int players)
{
    m_document->newBoard(sets, edition, players);
}

// Every board that comes in (New, Open, an example, a paste, an import, a recovered copy)
// starts clean of what the board before left: the tools once kept "Show the position after the
// moves" of a board with moves, and a new board's start tile then took no Delete and no figure
// ("This tile belongs to the set-up"). A board with moves opens on the position after them,
// as `meeplelab-cli render` draws it; editing the set-up hides them again (useTileTool()).
void MainWindow::startOnNewBoard()
{
    EditorTool *tool = m_view->tool();
    const bool ours = tool != m_puzzles->moveTool(); // the solver's own tool keeps its state
    // Ends what the tool was in the middle of (a drag, a half-recorded move, the cell cursor);
    // the move tool puts back the view it found, which is decided anew just below.
    if (ours) m_view->setTool(nullptr);
    m_moveTool->cancelMove();
    m_selectTool->clearSelection();
    const BoardFile *file = m_document->file();
    const bool moves = file && !file->moves().isEmpty();
    m_movesAction->setChecked(moves);
    m_view->setShowMoves(moves); // also when the action was already so but the view was not
    if (ours) m_view->setTool(tool);
}

void MainWindow::showLoadError(const QString &path, const QString &where, const QString &reason)
{
    // Window-modal and non-blocking: the board stays visible behind it, and tests can read it.
    QMessageBox *box = plainMessageBox(
        QMessageBox::Warning, tr("Cannot open board"),
        tr("The board file %1 could not be opened.").arg(QFileInfo(path).fileName()),
        QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("loadErrorBox"));
    setPlainInformativeText(box, where.isEmpty() ? tr("Reason: %1").arg(reason)
                                                 : tr("Place: %1\nReason: %2").arg(where, reason));
    box->open();
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified()) return true;
    const auto answer = plainWarning(
        this, tr("Unsaved changes"), tr("The board has changes that are not saved. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (maybeSave())
        event->accept();
    else
        event->ignore();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    // A board file, or a text (a packed board or board JSON from a browser or an editor).
    const QMimeData *mime = event->mimeData();
    if (!localBoardFile(mime).isEmpty() || (mime && !mime->hasUrls() && mime->hasText()))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QMimeData *mime = event->mimeData();
    const QString path = localBoardFile(mime);
    if (path.isEmpty()) {
        if (!mime || mime->hasUrls() || !mime->hasText()) return;
        event->acceptProposedAction();
        openBoardText(mime->text().toUtf8()); // as Edit > Paste board
        return;
    }
    event->acceptProposedAction();
    if (maybeSave()) openFile(path);
}

void MainWindow::chooseFile()
{
    if (!maybeSave()) return;
    const QString dir = SaveDialog::startFolder(m_document->fileName());
    const QString path = QFileDialog::getOpenFileName(this, tr("Open board"), dir,
                                                      tr("Meeple Lab boards (*.meeple)"));
    if (!path.isEmpty()) openFile(path);
}

void MainWindow::chooseNew()
{
    if (!maybeSave()) return;
    RulesDialog dialog(m_document, true, this);
    if (dialog.exec() != QDialog::Accepted) return;
    newBoard(dialog.sets(), dialog.edition(), dialog.playerCount());
}

void MainWindow::editRules()
{
    RulesDialog dialog(m_document, false, this);
    if (dialog.exec() != QDialog::Accepted) return;
    QString why;
    if (!dialog.applyTo(m_document, &why) && !why.isEmpty())
        plainWarning(this, tr("Rules not changed"),
                     tr("The board does not allow these rules: %1").arg(why));
}

bool MainWindow::save()
{
    // Refused before a file name is asked for: no name would make the board savable.
    if (const QString problem = m_document->saveProblem(); !problem.isEmpty()) {
        showSaveError(this, tr("The board cannot be saved yet."), problem);
        showStatus(tr("Not saved: %1").arg(problem));
        return false;
    }
    // Bundled examples are read-only resources: saving one asks for a place of its own.
    if (m_document->fileName().isEmpty() || m_document->fileName().startsWith(QLatin1Char(':')))
        return chooseSaveAs();
    return saveFile(m_document->fileName());
}

bool MainWindow::saveFile(const QString &path)
{
    if (!m_puzzles->confirmAnswerBeforeSave())
        return false; // a puzzle's answer the board no longer gives
    QString error;
    if (!m_document->save(path, &error)) {
        showSaveError(this, tr("The board could not be saved to %1.").arg(path), error);
        showStatus(tr("Not saved: %1").arg(error));
        return false;
    }
    addRecentFile(path);
    SaveDialog::remember(path);
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool MainWindow::chooseSaveAs()
{
    if (const QString problem = m_document->saveProblem(); !problem.isEmpty()) {
        showSaveError(this, tr("The board cannot be saved yet."), problem);
        showStatus(tr("Not saved: %1").arg(problem));
        return false;
    }
    const QString current = m_document->fileName();
    const QString path = SaveDialog::ask(
        this, QStringLiteral("saveAsDialog"), tr("Save board"),
        {{tr("Meeple Lab boards (*.meeple)"), QStringLiteral("meeple")}},
        SaveDialog::startFolder(current),
        current.startsWith(QLatin1Char(':')) ? QString() : QFileInfo(current).fileName());
    return !path.isEmpty() && saveFile(path);
}

void MainWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(kRecentKey).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecent)
        files.removeLast();
    settings.setValue(kRecentKey, files);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(kRecentKey).toStringList();
    for (const QString &path : files) {
        QAction *a = m_recentMenu->addAction(QFileInfo(path).fileName());
        a->setToolTip(EventHtml::plainToolTip(path)); // a file name may look like a tag
        connect(a, &QAction::triggered, this, [this, path] {
            if (maybeSave()) openFile(path);
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

bool MainWindow::exportPicture(const QString &path, const QString &title, bool legend,
                               bool selectionOnly)
{
    // Drawn as every picture is (PictureExports): what the view shows, with its marks.
    PictureExports::Choice choice;
    choice.title = title;
    choice.picture.legendPlayers = choice.picture.legendFigures = choice.picture.legendMarks =
        legend;
    choice.selectionOnly = selectionOnly;
    choice.language = m_languages->language();
    return m_pictures->exportCurrent(path, choice);
}

void MainWindow::chooseExportFile()
{
    // Title, legend and coordinates first, then where to; the title typed last time for
    // this board is offered again.
    m_pictures->choosePictureExport();
}

} // namespace ml
