// The puzzle side of MainWindow: the bundled library, authoring a board's puzzle as one undo
// step, and the solver dock that appears whenever the open board holds a puzzle, with its
// board side: the tool that plays a best move on the board, the overlay of the top moves and
// the solution's steps shown on the board. While a puzzle is being solved its answer stays
// hidden (the board panel's scores, explore); an edit that makes the stored answer wrong is
// flagged in the puzzle panel, and saving such a board asks first.
#include "mainwindow.h"
#include "ui_mainwindow.h"

#include "boarddocument.h"
#include "boardinfodock.h"
#include "boardview.h"
#include "figuretool.h"
#include "languagemanager.h"
#include "puzzle.h"
#include "puzzleanswerflag.h"
#include "puzzleanswertext.h"
#include "puzzleanswerwatch.h"
#include "puzzleauthordialog.h"
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
#include <QPushButton>
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
    m_puzzleLibraryAction = m_ui->actionPuzzleLibrary;
    connect(m_puzzleLibraryAction, &QAction::triggered, this, &MainWindow::choosePuzzleFromLibrary);
    m_puzzleAuthorAction = m_ui->actionEditPuzzle;
    connect(m_puzzleAuthorAction, &QAction::triggered, this, &MainWindow::editPuzzle);
    m_solveAgainAction = m_ui->actionSolveAgain;
    connect(m_solveAgainAction, &QAction::triggered, this, [this] {
        const BoardFile *file = m_document->file();
        if (!file || !Puzzle::present(*file)) return;
        m_solverDock->setAuthorView(false);
        m_solverDock->setPuzzle(*file);
    });
    connect(m_solverDock, &PuzzleSolverDock::secrecyChanged, this, &MainWindow::applyPuzzleSecrecy);
    m_answerWatch = new PuzzleAnswerWatch(m_document, this);
    connect(m_answerWatch, &PuzzleAnswerWatch::checked, this, &MainWindow::showAnswerFlag);
    connect(m_solverDock->answerFlag(), &PuzzleAnswerFlag::keepRequested, m_answerWatch,
            &PuzzleAnswerWatch::keep);
    connect(m_solverDock->answerFlag(), &PuzzleAnswerFlag::updateRequested, this, [this] {
        QString why;
        if (!m_answerWatch->update(&why))
            QMessageBox::warning(this, tr("Answer not updated"),
                                 tr("The answer could not be updated: %1").arg(why));
    });
    connect(m_document, &BoardDocument::reset, this, [this] { updatePuzzle(true); });
    connect(m_document, &BoardDocument::changed, this, [this] { updatePuzzle(false); });
}

void MainWindow::createPuzzlesMenu()
{
    m_puzzlesMenu = m_ui->menuPuzzles; // the form's entries, then the solve panel
    m_puzzlesMenu->addAction(m_solverDock->toggleViewAction());
}

void MainWindow::retranslatePuzzles()
{
    const bool present = m_document->file() && Puzzle::present(*m_document->file());
    m_puzzleAuthorAction->setText(present ? tr("&Edit puzzle…") : tr("&Make puzzle…"));
    m_solveAgainAction->setEnabled(present && m_solverDock->answerShown());
    m_solverDock->toggleViewAction()->setText(tr("Sol&ve panel"));
    m_solverDock->setLanguage(m_languages->language());
    showAnswerFlag();
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
    // Whoever opened the author dialog has seen the answer: from now on this board shows it.
    m_solverDock->setAuthorView(true);
    if (result != QDialog::Accepted) return;
    QString why;
    if (!m_document->setPuzzle(dialog.puzzle(), &why) && !why.isEmpty())
        QMessageBox::warning(this, tr("Puzzle not stored"),
                             tr("The board does not take this puzzle: %1").arg(why));
}

// The solver starts afresh only when the puzzle itself changed (or another board opened):
// an unrelated edit must not wipe the answer a solver is typing.
void MainWindow::updatePuzzle(bool force)
{
    const QByteArray puzzle = m_document->puzzleText();
    if (!force && puzzle == m_shownPuzzle) return;
    m_shownPuzzle = puzzle;
    // Another board: it opens for a solver, whoever wrote the last one.
    if (force) m_solverDock->setAuthorView(false);
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

void MainWindow::applyPuzzleSecrecy()
{
    const bool hidden = m_solverDock->scoresHidden();
    m_dock->setScoresHidden(hidden);
    if (hidden && m_exploring) {
        setExploring(false);
        statusBar()->showMessage(
            tr("Explore ended: the puzzle on this board is being solved, and stepping would "
               "show its answer."),
            8000);
    }
    const bool present = m_document->file() && Puzzle::present(*m_document->file());
    m_solveAgainAction->setEnabled(present && m_solverDock->answerShown());
    showAnswerFlag();
}

bool MainWindow::refuseWhileSolving(const QString &what)
{
    if (!m_solverDock->scoresHidden()) return false;
    statusBar()->showMessage(tr("Not while the puzzle is being solved: %1 would show its answer. "
                                "Check a right answer or press Reveal first.")
                                 .arg(what),
                             8000);
    return true;
}

void MainWindow::showAnswerFlag()
{
    PuzzleAnswerFlag *flag = m_solverDock->answerFlag();
    if (!m_answerWatch->isFlagged()) {
        flag->showFlag({}, false);
        return;
    }
    const std::optional<PuzzleAnswer> &computed = m_answerWatch->computedAnswer();
    QString text;
    if (!computed) {
        // The core's reasons are English; the two a board edit can cause are worded here.
        const FileError &problem = m_answerWatch->problem();
        QString why = tr("the board's moves no longer replay");
        if (problem.where == QLatin1String("puzzle.kind"))
            why = tr("a turn-scores puzzle needs at least one move");
        else if (problem.where == QLatin1String("puzzle.tile"))
            why = tr("its tile fits nowhere on the board");
        text = tr("After this edit the puzzle has no answer: %1.").arg(why);
    } else {
        text = tr("This edit changed the answer: the stored answer no longer fits the board.");
        // The two answers only for someone who may see them.
        const Game *game = m_document->game();
        if (game && m_solverDock->answerShown() && m_answerWatch->storedAnswer()) {
            const QString language = m_languages->language();
            text += u'\n' + tr("Stored: %1")
                                .arg(PuzzleAnswerText::answer(*game, *m_answerWatch->storedAnswer(),
                                                              language));
            text += u'\n' + tr("The rules now give: %1")
                                .arg(PuzzleAnswerText::answer(*game, *computed, language));
        }
    }
    flag->showFlag(text, computed.has_value());
}

bool MainWindow::confirmAnswerBeforeSave()
{
    if (!m_answerWatch->isFlagged()) return true;
    const bool canUpdate = m_answerWatch->computedAnswer().has_value();
    QMessageBox box(QMessageBox::Question, tr("Puzzle answer out of date"),
                    canUpdate ? tr("The puzzle's stored answer no longer fits the board. "
                                   "Update the answer before saving?")
                              : tr("After your edits the puzzle has no answer on this board. "
                                   "Save it anyway?"),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("staleAnswerSaveBox"));
    QPushButton *update = nullptr;
    if (canUpdate) {
        update = box.addButton(tr("&Update the answer and save"), QMessageBox::AcceptRole);
        update->setObjectName(QStringLiteral("updateAndSave"));
    }
    QPushButton *anyway = box.addButton(tr("Save &anyway"), QMessageBox::DestructiveRole);
    anyway->setObjectName(QStringLiteral("saveAnyway"));
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(update ? update : anyway);
    box.exec();
    if (update && box.clickedButton() == update) {
        QString why;
        if (m_answerWatch->update(&why)) return true;
        QMessageBox::warning(this, tr("Answer not updated"),
                             tr("The answer could not be updated: %1").arg(why));
        return false;
    }
    if (box.clickedButton() != anyway) return false;
    m_answerWatch->keep(); // a deliberate choice, as "Keep it" in the panel
    return true;
}

} // namespace ml
