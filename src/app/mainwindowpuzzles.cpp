// The puzzle side of MainWindow: the bundled library, authoring a board's puzzle as one undo
// step, and the solver dock that appears whenever the open board holds a puzzle, with its
// board side: the tool that plays a best move on the board, the overlay of the top moves and
// the solution's steps shown on the board.
#include "mainwindow.h"

#include "boarddocument.h"
#include "boardview.h"
#include "figuretool.h"
#include "languagemanager.h"
#include "puzzle.h"
#include "puzzleauthordialog.h"
#include "puzzlecommands.h"
#include "puzzlelibrarydialog.h"
#include "puzzlemoveoverlay.h"
#include "puzzlemovetool.h"
#include "puzzlesearch.h"
#include "puzzlesolverdock.h"
#include "selecttool.h"
#include "tileplacetool.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>

namespace ml
{

void MainWindow::createPuzzleActions()
{
    m_solverDock = new PuzzleSolverDock(this);
    addDockWidget(Qt::LeftDockWidgetArea, m_solverDock);
    m_solverDock->hide();
    // Owned by the window; the dock drives them. The tool never edits the document.
    auto *tool = new PuzzleMoveTool(m_document, m_view, this);
    m_solverDock->setBoardTools(tool, new PuzzleMoveOverlay(m_view, this));
    connect(tool, &EditorTool::statusMessage, this,
            [this](const QString &text) { showStatus(text); });
    // While a move is played for the puzzle no editing tool is on the board, so none of their
    // buttons stays pressed; afterwards the button of the tool that is back is.
    connect(tool, &PuzzleMoveTool::playingChanged, this, [this](bool playing) {
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
        });
    });
    connect(m_solverDock, &PuzzleSolverDock::solutionGameChanged, this,
            [this](const Game *game, const QList<Cell> &cells) {
                // One step-through at a time on the board: the solution's ends explore mode.
                if (m_exploring) {
                    if (!game) return; // explore mode has the board now
                    setExploring(false);
                }
                m_view->setOverrideGame(game);
                m_view->setHighlightCells(cells);
            });
    m_puzzleLibraryAction = new QAction(this);
    m_puzzleLibraryAction->setObjectName(QStringLiteral("actionPuzzleLibrary"));
    m_puzzleLibraryAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    connect(m_puzzleLibraryAction, &QAction::triggered, this, &MainWindow::choosePuzzleFromLibrary);
    m_puzzleAuthorAction = new QAction(this);
    m_puzzleAuthorAction->setObjectName(QStringLiteral("actionEditPuzzle"));
    connect(m_puzzleAuthorAction, &QAction::triggered, this, &MainWindow::editPuzzle);
    connect(m_document, &BoardDocument::reset, this, [this] { updatePuzzle(true); });
    connect(m_document, &BoardDocument::changed, this, [this] { updatePuzzle(false); });
}

void MainWindow::createPuzzlesMenu()
{
    m_puzzlesMenu = menuBar()->addMenu(QString());
    m_puzzlesMenu->setObjectName(QStringLiteral("menuPuzzles"));
    m_puzzlesMenu->addAction(m_puzzleLibraryAction);
    m_puzzlesMenu->addAction(m_puzzleAuthorAction);
    m_puzzlesMenu->addSeparator();
    m_puzzlesMenu->addAction(m_solverDock->toggleViewAction());
}

void MainWindow::retranslatePuzzles()
{
    m_puzzlesMenu->setTitle(tr("&Puzzles"));
    m_puzzleLibraryAction->setText(tr("&Library…"));
    m_puzzleLibraryAction->setStatusTip(tr("Open one of the puzzles that come with Meeple Lab"));
    const bool present = m_document->file() && Puzzle::present(*m_document->file());
    m_puzzleAuthorAction->setText(present ? tr("&Edit puzzle…") : tr("&Make puzzle…"));
    m_puzzleAuthorAction->setStatusTip(
        tr("Ask a question about this board; the answer key is computed for you to confirm"));
    m_solverDock->toggleViewAction()->setText(tr("&Solve panel"));
    m_solverDock->setLanguage(m_languages->language());
}

void MainWindow::choosePuzzleFromLibrary()
{
    if (!maybeSave()) return;
    PuzzleLibraryDialog dialog(m_languages->language(), this);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedPath().isEmpty()) return;
    openFile(dialog.selectedPath());
}

void MainWindow::editPuzzle()
{
    const BoardFile *file = m_document->file();
    if (!file) return;
    PuzzleAuthorDialog dialog(*file, this);
    // The search's top moves are drawn on the board behind the dialog while it is open.
    PuzzleMoveOverlay *overlay = m_solverDock->topMovesOverlay();
    overlay->clear();
    connect(&dialog, &PuzzleAuthorDialog::topMovesShown, overlay, &PuzzleMoveOverlay::setMoves);
    connect(&dialog, &PuzzleAuthorDialog::topMoveChosen, overlay, &PuzzleMoveOverlay::setSelected);
    const int result = dialog.exec();
    overlay->clear();
    if (result != QDialog::Accepted) return;
    QString why;
    if (!m_document->execute(new SetPuzzleCommand(m_document, dialog.puzzleJson()), &why) &&
        !why.isEmpty())
        QMessageBox::warning(this, tr("Puzzle not stored"),
                             tr("The board does not take this puzzle: %1").arg(why));
}

// The solver starts afresh only when the puzzle itself changed (or another board opened):
// an unrelated edit must not wipe the answer a solver is typing.
void MainWindow::updatePuzzle(bool force)
{
    const QJsonValue puzzle = m_document->json().value(QStringLiteral("puzzle"));
    if (!force && puzzle == m_shownPuzzle) return;
    m_shownPuzzle = puzzle;
    const BoardFile *file = m_document->file();
    if (file && Puzzle::present(*file)) {
        m_solverDock->setPuzzle(*file);
        updateJob();
        m_solverDock->raise();
    } else {
        m_solverDock->clear();
        updateJob();
    }
    retranslatePuzzles();
}

} // namespace ml
