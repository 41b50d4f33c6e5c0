// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle side of the main window: library, authoring, the solver dock and its board tools,
// and keeping the answer of a puzzle being solved hidden.
#include "puzzlecontroller.h"
#include "answersecrecy.h"
#include "plaintext.h"

#include "boarddocument.h"
#include "boardinfodock.h"
#include "boardview.h"
#include "explorecontroller.h"
#include "languagemanager.h"
#include "puzzle.h"
#include "puzzleanswerflag.h"
#include "puzzleanswertext.h"
#include "puzzleanswerwatch.h"
#include "puzzleauthordialog.h"
#include "puzzlecollectionbar.h"
#include "puzzlecollectionhistory.h"
#include "puzzlecollectionsession.h"
#include "puzzlelibrarydialog.h"
#include "puzzlemoveoverlay.h"
#include "puzzlemovetool.h"
#include "puzzlesearch.h"
#include "puzzlesolutionview.h"
#include "puzzlesolverdock.h"
#include "statusmessages.h"

#include <QAction>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace ml
{

PuzzleController::PuzzleController(BoardDocument *document, BoardView *view,
                                   LanguageManager *languages, const Actions &actions,
                                   PuzzleSolverDock *solverDock, BoardInfoDock *boardDock,
                                   ExploreController *explore, QMainWindow *window)
    : QObject(window), m_document(document), m_view(view), m_languages(languages),
      m_solverDock(solverDock), m_dock(boardDock), m_explore(explore), m_window(window),
      m_puzzleAuthorAction(actions.editPuzzle), m_solveAgainAction(actions.solveAgain),
      // Owned by the window; the dock drives them. The tool never edits the document.
      m_moveTool(new PuzzleMoveTool(document, view, window)),
      m_answerWatch(new PuzzleAnswerWatch(document, this)), m_secrecy(new AnswerSecrecy(this))
{
    m_solverDock->setBoardTools(m_moveTool, new PuzzleMoveOverlay(m_view, window));
    auto *bar = new PuzzleCollectionBar;
    m_solverDock->setCollectionBar(bar);
    m_collection = new PuzzleCollectionSession(document, solverDock, bar, this);
    connect(m_collection, &PuzzleCollectionSession::openRequested, this,
            &PuzzleController::openRequested);
    connect(m_moveTool, &EditorTool::statusMessage, this, [this](const QString &text) {
        m_window->statusBar()->showMessage(text, StatusTimeout);
    });
    connect(m_solverDock, &PuzzleSolverDock::solutionGameChanged, this,
            [this](const std::shared_ptr<const Game> &game, const StepMarks &marks) {
                // One step-through at a time on the board: the solution's ends explore mode.
                if (m_explore->isExploring()) {
                    if (!game) return; // explore mode has the board now
                    m_explore->setExploring(false);
                }
                if (!game) return applyPuzzlePosition();
                m_view->setOverrideGame(game);
                m_view->setStepMarks(marks);
            });
    // When explore mode ends, the board goes back to what the solver is shown.
    connect(m_explore, &ExploreController::jobChanged, this, [this] {
        if (!m_explore->isExploring()) showPuzzlePosition();
    });
    // The feedback's rule links open the rules panel, as Explore's do.
    connect(m_solverDock, &PuzzleSolverDock::ruleActivated, m_explore,
            &ExploreController::showRule);
    connect(m_puzzleAuthorAction, &QAction::triggered, this, &PuzzleController::editPuzzle);
    connect(m_solveAgainAction, &QAction::triggered, this, [this] {
        const BoardFile *file = m_document->file();
        if (!file || !Puzzle::present(*file)) return;
        m_solverDock->setAuthorView(false);
        m_solverDock->setPuzzle(m_document->timeline());
    });
    connect(m_solverDock, &PuzzleSolverDock::secrecyChanged, this,
            &PuzzleController::applyPuzzleSecrecy);
    connect(m_answerWatch, &PuzzleAnswerWatch::checked, this, &PuzzleController::showAnswerFlag);
    connect(m_solverDock->answerFlag(), &PuzzleAnswerFlag::keepRequested, m_answerWatch,
            &PuzzleAnswerWatch::keep);
    connect(m_solverDock->answerFlag(), &PuzzleAnswerFlag::updateRequested, this, [this] {
        QString why;
        if (!m_answerWatch->update(&why))
            plainWarning(m_window, tr("Answer not updated"),
                         tr("The answer could not be updated: %1").arg(why));
    });
    connect(m_document, &BoardDocument::reset, this, [this] { updatePuzzle(true); });
    connect(m_document, &BoardDocument::changed, this, [this] { updatePuzzle(false); });
}

void PuzzleController::retranslate()
{
    const bool present = m_document->file() && Puzzle::present(*m_document->file());
    m_puzzleAuthorAction->setText(present ? tr("&Edit puzzle…") : tr("&Make puzzle…"));
    m_solveAgainAction->setEnabled(present && m_solverDock->answerShown());
    m_solverDock->toggleViewAction()->setText(tr("Sol&ve panel"));
    m_solverDock->setLanguage(m_languages->language());
    m_collection->setLanguage(m_languages->language());
    m_secrecy->retranslate();
    showAnswerFlag();
}

QString PuzzleController::choosePuzzleFromLibrary()
{
    QString directory = m_collection->directory();
    if (directory.isEmpty()) directory = PuzzleCollectionHistory::lastCollection();
    PuzzleLibraryDialog dialog(m_languages->language(), m_window, directory);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedIndex() < 0) return {};
    m_collection->start(dialog.library());
    return dialog.selectedPath();
}

void PuzzleController::editPuzzle()
{
    const BoardFile *file = m_document->file();
    if (!file) return;
    PuzzleAuthorDialog dialog(m_document->timeline(), m_window);
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
        plainWarning(m_window, tr("Puzzle not stored"),
                     tr("The board does not take this puzzle: %1").arg(why));
}

// The solver starts afresh only when the puzzle itself changed (or another board opened):
// an unrelated edit must not wipe the answer a solver is typing.
void PuzzleController::updatePuzzle(bool force)
{
    const QByteArray puzzle = m_document->puzzleText();
    if (!force && puzzle == m_shownPuzzle) return;
    m_shownPuzzle = puzzle;
    // Another board: it opens for a solver, whoever wrote the last one.
    if (force) m_solverDock->setAuthorView(false);
    const BoardFile *file = m_document->file();
    if (file && Puzzle::present(*file)) {
        m_solverDock->setPuzzle(m_document->timeline());
        Q_EMIT jobChanged();
        m_solverDock->raise();
    } else {
        m_solverDock->clear();
        Q_EMIT jobChanged();
    }
    retranslate();
}

void PuzzleController::applyPuzzleSecrecy()
{
    m_dock->setScoresHidden(m_solverDock->scoresHidden());
    const bool secret = m_solverDock->answerSecret();
    const bool wasExploring = m_explore->isExploring();
    m_secrecy->setSecret(secret);
    if (secret && wasExploring) {
        m_explore->setExploring(false);
        m_window->statusBar()->showMessage(
            tr("Explore ended: the puzzle on this board is being solved, and stepping would "
               "show its answer."),
            8000);
    }
    showPuzzlePosition();
    const bool present = m_document->file() && Puzzle::present(*m_document->file());
    m_solveAgainAction->setEnabled(present && m_solverDock->answerShown());
    showAnswerFlag();
}

void PuzzleController::showPuzzlePosition()
{
    // Explore mode or the solution's steps have the board.
    if (m_explore->isExploring() || m_solverDock->solutionView()->isActive()) return;
    // Nothing of ours on the board, nor to put there: whatever shows (a move being played
    // for a best-move puzzle) stays.
    const PuzzlePosition &p = m_solverDock->position();
    if (!m_shownPosition && (p.askedMove < 0 || m_solverDock->isAuthorView())) return;
    applyPuzzlePosition();
}

void PuzzleController::applyPuzzlePosition()
{
    const PuzzlePosition &p = m_solverDock->position();
    // Only a position other than the document's own needs showing; the author edits the
    // document's.
    const bool own = p.game && p.askedMove >= 0 && !m_solverDock->isAuthorView();
    m_shownPosition = own ? p.game : nullptr;
    m_view->setOverrideGame(m_shownPosition, p.after);
    if (own && p.askedCell) m_view->setStepMarks(StepMarks::ofCells({*p.askedCell}));
}

bool PuzzleController::refuseWhileSolving(const QString &what)
{
    if (!m_solverDock->answerSecret()) return false;
    m_window->statusBar()->showMessage(
        tr("Not while the puzzle is being solved: %1 would show its answer. "
           "Check a right answer or press Reveal first.")
            .arg(what),
        8000);
    return true;
}

void PuzzleController::showAnswerFlag()
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

bool PuzzleController::confirmAnswerBeforeSave()
{
    if (!m_answerWatch->isFlagged()) return true;
    const bool canUpdate = m_answerWatch->computedAnswer().has_value();
    QMessageBox box(QMessageBox::Question, tr("Puzzle answer out of date"),
                    canUpdate ? tr("The puzzle's stored answer no longer fits the board. "
                                   "Update the answer before saving?")
                              : tr("After your edits the puzzle has no answer on this board. "
                                   "Save it anyway?"),
                    QMessageBox::NoButton, m_window);
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
        plainWarning(m_window, tr("Answer not updated"),
                     tr("The answer could not be updated: %1").arg(why));
        return false;
    }
    if (box.clickedButton() != anyway) return false;
    m_answerWatch->keep(); // a deliberate choice, as "Keep it" in the panel
    return true;
}

} // namespace ml
