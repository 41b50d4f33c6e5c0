// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis board and outlook of Explore: following the step, the search off the GUI
// thread with its cache, the moves of a cell and their preview.
#include "analysiscontroller.h"
#include "moveanalysis.h"

#include "analysisdock.h"
#include "analysisoverlay.h"
#include "boardview.h"
#include "outlookdock.h"
#include "puzzlesearchjob.h"
#include "stepper.h"

#include <QAction>
#include <QCursor>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QTimer>
#include <QToolTip>

namespace ml
{

namespace
{
// The moves listed for one cell: enough to compare the figures and turns of a cell, few
// enough to read.
constexpr int kMovesListed = 12;
} // namespace

AnalysisController::AnalysisController(BoardView *view, QMainWindow *window, QMenu *menu,
                                       QObject *parent)
    : QObject(parent), m_view(view), m_window(window),
      m_dock(new AnalysisDock(&view->renderer().tileRenderer(), window)),
      m_outlookDock(new OutlookDock(window)), m_overlay(new AnalysisOverlay(view, this)),
      m_job(new PuzzleSearchJob(this)), m_back(new QAction(this))
{
    m_job->setOutlook(true); // ties broken by what the move leaves, as `analyse` sorts
    for (QDockWidget *d :
         {static_cast<QDockWidget *>(m_dock), static_cast<QDockWidget *>(m_outlookDock)}) {
        window->addDockWidget(Qt::RightDockWidgetArea, d);
        d->hide();
    }
    analysisAction()->setObjectName(QStringLiteral("actionAnalysisBoard"));
    analysisAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    outlookAction()->setObjectName(QStringLiteral("actionOutlook"));
    outlookAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    menu->addSeparator();
    menu->addAction(analysisAction());
    menu->addAction(outlookAction());
    // Esc anywhere in the window, but only while a move is previewed: a disabled action lets
    // the key go on to the tools.
    m_back->setObjectName(QStringLiteral("actionAnalysisBack"));
    m_back->setShortcut(QKeySequence(Qt::Key_Escape));
    m_back->setShortcutContext(Qt::WindowShortcut);
    m_back->setEnabled(false);
    window->addAction(m_back);
    connect(m_back, &QAction::triggered, this, &AnalysisController::endPreview);

    for (QDockWidget *d :
         {static_cast<QDockWidget *>(m_dock), static_cast<QDockWidget *>(m_outlookDock)})
        connect(d->toggleViewAction(), &QAction::toggled, this, [this, d](bool on) {
            if (on && !m_shown) {
                Q_EMIT exploreWanted();
                // Refused (a puzzle being solved): nothing to analyse, so no empty panel.
                if (!m_shown) return d->hide();
            }
            if (on) place(d);
            refresh();
        });
    // A dock gives its toggle action its title whenever the title changes (a language
    // switch), which drops the menu's access key; the menu's words go back on after it.
    for (QDockWidget *d :
         {static_cast<QDockWidget *>(m_dock), static_cast<QDockWidget *>(m_outlookDock)})
        connect(d, &QWidget::windowTitleChanged, this, &AnalysisController::nameActions);
    connect(m_dock, &AnalysisDock::choiceChanged, this, [this] {
        endPreview();
        refresh();
    });
    connect(m_dock, &AnalysisDock::moveChosen, this, &AnalysisController::preview);
    connect(m_dock, &AnalysisDock::backWanted, this, &AnalysisController::endPreview);
    connect(m_dock, &AnalysisDock::cancelWanted, m_job, &PuzzleSearchJob::cancel);
    connect(m_job, &PuzzleSearchJob::progress, this,
            [this](int done, int total) { m_dock->setSearching(true, done, total); });
    connect(m_job, &PuzzleSearchJob::finished, this, &AnalysisController::onSearchFinished);
    connect(m_overlay, &AnalysisOverlay::hovered, this, [this](std::optional<Cell> cell) {
        if (!m_pinned) listMoves(cell);
        if (!cell || !result()) return QToolTip::hideText();
        // The best few at a glance; the panel lists them all.
        const AnalysisText text(m_base->players(), m_cellNames);
        QStringList lines;
        const CellGain *c = m_overlay->cellAt(*cell);
        for (int i = 0; c && i < qMin(3, int(c->moves.size())); ++i)
            lines << text.moveText(*m_base, result()->ranked[c->moves[i]]);
        QToolTip::showText(QCursor::pos(), lines.join(u'\n'), m_view->viewport());
    });
    connect(m_overlay, &AnalysisOverlay::clicked, this, [this](Cell cell) {
        // A click pins the cell's list, so the mouse can go to the panel across other cells.
        m_pinned = m_pinned == cell ? std::nullopt : std::optional<Cell>(cell);
        m_overlay->setMarked(m_pinned);
        listMoves(cell);
    });
    retranslate();
}

AnalysisController::~AnalysisController() = default;

void AnalysisController::setNeighbours(QDockWidget *stepper, QDockWidget *scoreLog)
{
    m_stepperDock = stepper;
    m_scoreLogDock = scoreLog;
}

void AnalysisController::place(QDockWidget *dock)
{
    QDockWidget *beside = dock == m_dock ? m_stepperDock : m_scoreLogDock;
    // Tabbed before the action's own show(), which follows this: shown first as a third
    // panel in the column, it would make the window taller than a laptop screen, and the
    // window never shrinks back. Once in a tab group it stays where the user (or the job's
    // saved layout) put it.
    if (beside && beside->isVisible() && m_window->tabifiedDockWidgets(dock).isEmpty() &&
        !dock->isFloating())
        m_window->tabifyDockWidget(beside, dock);
    // A tab comes to the front only once it is shown.
    QTimer::singleShot(0, dock, [dock] { dock->raise(); });
}

QAction *AnalysisController::analysisAction() const
{
    return m_dock->toggleViewAction();
}

QAction *AnalysisController::outlookAction() const
{
    return m_outlookDock->toggleViewAction();
}

bool AnalysisController::isActive() const
{
    return m_shown && analysisAction()->isChecked();
}

const SearchResult *AnalysisController::result() const
{
    const auto it = m_results.constFind(cacheKey());
    return it == m_results.cend() ? nullptr : &*it;
}

QString AnalysisController::cacheKey() const
{
    return m_dock->tileId() + u'/' + QString::number(m_dock->player());
}

void AnalysisController::retranslate()
{
    nameActions();
    // Default colour names ("Red") show in the interface's language.
    if (m_base) m_dock->setPlayers(m_base->players(), m_dock->player());
    refresh();
}

void AnalysisController::nameActions()
{
    analysisAction()->setText(tr("&Analysis board"));
    outlookAction()->setText(tr("&Outlook"));
    m_back->setText(tr("Back to the position"));
}

void AnalysisController::setStep(const Stepper *stepper, std::shared_ptr<const Game> shown,
                                 int position)
{
    m_preview.reset();
    m_back->setEnabled(false);
    m_dock->setPreviewing(false);
    m_overlay->setSuppressed(false);
    m_stepper = stepper;
    m_shown = std::move(shown);
    m_position = position;
    ++m_generation;
    m_results.clear();
    m_pinned.reset();
    m_overlay->setMarked(std::nullopt);
    m_base.reset();
    m_gameOver = false;
    if (!m_shown || !stepper || stepper->isEmpty()) {
        m_job->cancel();
        m_overlay->clear();
        m_outlookDock->clear();
        for (QDockWidget *d :
             {static_cast<QDockWidget *>(m_dock), static_cast<QDockWidget *>(m_outlookDock)})
            d->hide();
        return;
    }
    // A step inside a move (its tile placed, its figure not yet) is analysed as the position
    // after the whole move: the next tile comes then.
    const int current = stepper->current();
    const Step &step = stepper->step(current);
    m_gameOver = step.kind == Step::Kind::Final || step.kind == Step::Kind::GameEnd;
    int last = current;
    while (step.move >= 0 && last + 1 < stepper->count() &&
           stepper->step(last + 1).move == step.move)
        ++last;
    m_base.emplace(last == current ? *m_shown : stepper->gameAt(last));
    m_cellNames = CellNames::forTimeline(stepper->timeline());
    const BoardFile *file = stepper->boardFile();
    m_dock->setTiles(m_base->catalogue(), file ? nextStackTile(*file, position) : QString());
    m_dock->setPlayers(m_base->players(), qMax(0, stepper->timeline().nextPlayer(position)));
    refresh();
}

void AnalysisController::refresh()
{
    updateOutlook();
    if (!isActive()) {
        m_overlay->clear();
        m_dock->setMoves({}, {});
        return;
    }
    if (m_gameOver) {
        m_overlay->clear();
        m_dock->setStatus(tr("The game is over: no tile is left to place."));
        m_dock->setMoves({}, {});
        return;
    }
    if (m_dock->tileId().isEmpty() || m_dock->player() < 0) {
        m_overlay->clear();
        m_dock->setStatus(tr("Choose a tile to see where it gains most."));
        return;
    }
    if (m_base && qsizetype(m_base->board().tiles().size()) > kMaxAnalysedTiles) {
        m_overlay->clear();
        m_dock->setStatus(tr("The analysis board works on boards of at most %1 tiles; this one "
                             "has %2.")
                              .arg(kMaxAnalysedTiles)
                              .arg(m_base->board().tiles().size()));
        return;
    }
    if (result()) {
        showResult();
        return;
    }
    search();
}

void AnalysisController::search()
{
    m_overlay->clear();
    m_dock->setMoves({}, {});
    m_dock->setStatus(tr("Searching every move of tile %1…").arg(m_dock->tileId()));
    if (m_job->isRunning()) {
        // The old search ends first; its finish starts this one (onSearchFinished()).
        m_job->cancel();
        return;
    }
    m_searching = cacheKey();
    m_searchGeneration = m_generation;
    if (!m_job->start(*m_base, m_dock->player(), m_dock->tileId())) {
        m_dock->setStatus(tr("Tile %1 cannot be analysed here.").arg(m_dock->tileId()));
        return;
    }
    ++m_searches;
    m_dock->setSearching(true, 0, 0);
}

void AnalysisController::onSearchFinished()
{
    m_dock->setSearching(false);
    const std::optional<SearchResult> &r = m_job->result();
    const bool current = m_searchGeneration == m_generation && m_searching == cacheKey();
    if (r && !r->cancelled && m_searchGeneration == m_generation) m_results.insert(m_searching, *r);
    if (current && r && r->cancelled) {
        m_dock->setStatus(tr("Search cancelled."));
        return;
    }
    // The choice or the position changed while it ran: search again for what is asked now.
    if (!current) return refresh();
    refresh();
}

void AnalysisController::showResult()
{
    const SearchResult &r = *result();
    const QList<CellGain> cells = bestGainPerCell(r);
    m_overlay->setCells(cells);
    m_overlay->setMarked(m_pinned);
    if (cells.isEmpty())
        m_dock->setStatus(tr("Tile %1 fits nowhere on this board.").arg(m_dock->tileId()));
    else
        m_dock->setStatus(
            tr("Tile %1 fits on %n cell(s). The best gain is %2; point at a cell for its moves.",
               "", int(cells.size()))
                .arg(m_dock->tileId(), gainText(r.bestGain)));
    listMoves(m_pinned);
    Q_EMIT resultShown();
}

void AnalysisController::listMoves(std::optional<Cell> cell)
{
    m_listed.clear();
    const CellGain *c = cell && result() ? m_overlay->cellAt(*cell) : nullptr;
    if (!c) {
        m_dock->setMoves(
            result() ? tr("Point at a coloured cell to list its best moves.") : QString(), {});
        return;
    }
    const AnalysisText text(m_base->players(), m_cellNames);
    QStringList lines;
    for (int i : c->moves.mid(0, kMovesListed)) {
        m_listed << i;
        // Numbered, so the moves of two lines each stay apart.
        lines << tr("%1. %2", "rank in the list, move")
                     .arg(m_listed.size())
                     .arg(text.moveText(*m_base, result()->ranked[i]));
    }
    QString heading =
        tr("Best moves at %1 (click one to see the board after it):").arg(text.cellText(c->at));
    if (c->moves.size() > kMovesListed)
        heading += u' ' + tr("the first %1 of %2.").arg(kMovesListed).arg(c->moves.size());
    m_dock->setMoves(heading, lines);
}

void AnalysisController::preview(int row)
{
    if (row < 0 || row >= m_listed.size() || !result() || !m_base) return;
    const Move move = result()->ranked[m_listed[row]].move;
    Game after = *m_base;
    QList<ScoreEvent> events;
    if (after.playMove(move, &events)) return; // the search played it, so this is not expected
    if (!m_preview) m_savedMarks = m_view->stepMarks();
    m_preview = std::make_shared<const Game>(std::move(after));
    m_view->setOverrideGame(m_preview, m_position);
    m_view->setStepMarks(StepMarks::ofCells({move.at}));
    m_overlay->setSuppressed(true);
    m_back->setEnabled(true);
    m_dock->setPreviewing(true);
    m_dock->setStatus(tr("The board after this move. Back (Esc) returns to the position."));
    updateOutlook();
}

void AnalysisController::endPreview()
{
    if (!m_preview) return;
    m_view->setOverrideGame(m_shown, m_position);
    m_view->setStepMarks(m_savedMarks);
    m_preview.reset();
    m_overlay->setSuppressed(false);
    m_back->setEnabled(false);
    m_dock->setPreviewing(false);
    refresh();
}

void AnalysisController::updateOutlook()
{
    if (!m_base || !outlookAction()->isChecked()) return;
    // A previewed move shows what the game would come to after it.
    const Game &game = m_preview ? *m_preview : *m_base;
    m_outlookDock->setOutlook(outlookOf(game, m_gameOver && !m_preview), game.players(),
                              m_cellNames);
}

} // namespace ml
