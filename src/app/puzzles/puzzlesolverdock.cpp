// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlesolverdock.h"
#include "plaintext.h"

#include "puzzleanswerfields.h"
#include "puzzleanswerflag.h"
#include "puzzleanswertext.h"
#include "puzzlefeedbackview.h"
#include "puzzlemoveoverlay.h"
#include "puzzlemovepanel.h"
#include "puzzlemovetool.h"
#include "puzzleposition.h"
#include "puzzlesearch.h"
#include "puzzlesearchjob.h"
#include "puzzlesolutionview.h"
#include "refusaltext.h"
#include "ui_puzzlesolverdock.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace ml
{

PuzzleSolverDock::PuzzleSolverDock(QWidget *parent)
    : QDockWidget(parent), m_search(new PuzzleSearchJob(this)),
      m_ui(std::make_unique<Ui::PuzzleSolverDock>())
{
    buildUi();
    retranslateDynamicTexts();
    clear();
}

PuzzleSolverDock::~PuzzleSolverDock() = default;

void PuzzleSolverDock::setCollectionBar(QWidget *bar)
{
    // Outside the scroll area: Next stays in reach below a long explanation.
    auto *frame = new QWidget(this);
    auto *column = new QVBoxLayout(frame);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(bar);
    column->addWidget(m_scroll, 1);
    setWidget(frame);
}

void PuzzleSolverDock::buildUi()
{
    m_ui->setupUi(this);
    m_answerFlag = m_ui->staleAnswerFlag;
    m_secrecy = m_ui->puzzleSecrecy;
    m_kind = m_ui->puzzleKind;
    m_question = m_ui->question;
    m_inputs = m_ui->inputs;
    m_fields = new PuzzleAnswerFields(*m_ui, this);
    m_scorePage = m_ui->scorePage;
    m_movePage = m_ui->movePage;
    // Row 5 of the move page keeps room for the play panel of setBoardTools().
    m_freePage = m_ui->freePage;
    m_freeText = m_ui->freeAnswer;
    m_freeText->setMaximumHeight(fontMetrics().lineSpacing() * 5);
    m_hint = m_ui->hintButton;
    m_check = m_ui->checkButton;
    m_reveal = m_ui->revealButton;
    m_verdictLabel = m_ui->verdict;
    // A coloured verdict, built from the program's own words with each part escaped.
    markOwnMarkup(m_verdictLabel);
    m_feedbackView = m_ui->feedbackView;
    m_hints = m_ui->hints;
    m_answerLabel = m_ui->answer;
    m_explanation = m_ui->explanation;
    m_topMovesLabel = m_ui->topMovesLabel;
    m_topMoves = m_ui->topMoves;
    m_topMoves->setMaximumHeight(fontMetrics().lineSpacing() * (PuzzleMoveOverlay::MovesShown + 1));
    m_stepSolution = m_ui->stepSolution;
    m_solutionProblemLabel = m_ui->solutionProblem;
    m_solution = m_ui->solutionView;
    // Long explanations scroll instead of stretching the main window.
    m_scroll = m_ui->scroll;

    // A move played on the board is checked as played (with its magic action, which the
    // fields cannot show) until the solver changes a field.
    connect(m_fields, &PuzzleAnswerFields::moveEdited, this, [this] { m_playedMove.reset(); });
    // A verdict belongs to the answer it checked: a new one being entered is not "not right".
    connect(m_fields, &PuzzleAnswerFields::answerEdited, this,
            &PuzzleSolverDock::forgetWrongVerdict);
    connect(m_check, &QPushButton::clicked, this, [this] {
        m_lastMove = m_playedMove;
        check();
    });
    connect(m_stepSolution, &QPushButton::clicked, this, &PuzzleSolverDock::stepThroughSolution);
    connect(m_solution, &PuzzleSolutionView::gameChanged, this,
            [this](const std::shared_ptr<const Game> &game, const StepMarks &marks) {
                if (m_overlay) m_overlay->setSuppressed(game != nullptr);
                Q_EMIT solutionGameChanged(game, marks);
            });
    connect(m_search, &PuzzleSearchJob::finished, this, &PuzzleSolverDock::listTopMoves);
    connect(m_topMoves, &QListWidget::currentRowChanged, this, [this](int row) {
        if (m_overlay) m_overlay->setSelected(row);
    });
    connect(m_hint, &QPushButton::clicked, this, &PuzzleSolverDock::showHint);
    connect(m_reveal, &QPushButton::clicked, this, &PuzzleSolverDock::reveal);
    connect(m_feedbackView, &PuzzleFeedbackView::explainRequested, this, [this] {
        reveal();
        bringIntoView(m_verdictLabel);
    });
    connect(m_feedbackView, &PuzzleFeedbackView::compareRequested, this,
            &PuzzleSolverDock::compareMoves);
    connect(m_feedbackView, &PuzzleFeedbackView::stepRequested, this,
            &PuzzleSolverDock::showSolutionStep);
    connect(m_feedbackView, &PuzzleFeedbackView::ruleActivated, this,
            &PuzzleSolverDock::ruleActivated);
}

void PuzzleSolverDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        retranslateDynamicTexts();
    }
    QDockWidget::changeEvent(event);
}

// The form's texts come from ui->retranslateUi(); these are made from the puzzle and state.
void PuzzleSolverDock::retranslateDynamicTexts()
{
    m_fields->retranslate();
    // The refusal of an impossible move is worded when it is checked: check that answer again.
    if (m_feedback) m_feedback = evaluate();
    if (m_verdict != Verdict::None) setVerdict(m_verdict, verdictDetail());
    refreshTexts();
}

void PuzzleSolverDock::clear()
{
    m_board.reset();
    m_before.reset();
    m_position = {};
    m_puzzle.reset();
    m_answer.reset();
    m_problem.clear();
    m_verdict = Verdict::None;
    m_verdictDetail.clear();
    m_verdictPlain.clear();
    m_feedback.reset();
    m_lastMove.reset();
    m_playedMove.reset();
    m_hintsShown = 0;
    m_revealed = false;
    m_solved = false;
    m_solutionProblem.clear();
    m_search->cancel();
    m_topMoves->clear();
    m_solution->close();
    if (m_overlay) m_overlay->clear();
    if (m_tool) m_tool->setPuzzleTurn({}, {});
    m_freeText->clear();
    m_fields->setPuzzle(nullptr, nullptr);
    refreshTexts();
    Q_EMIT secrecyChanged();
}

bool PuzzleSolverDock::setPuzzle(const BoardFile &file)
{
    TimelineOptions options;
    options.finalScoring = TimelineOptions::FinalScoring::Never; // the puzzle scores
    return setPuzzle(Timeline::build(file, {}, options));
}

bool PuzzleSolverDock::setPuzzle(const Timeline &board)
{
    clear();
    const BoardFile &file = board.file();
    FileError error;
    if (!Puzzle::present(file)) {
        m_problem = tr("This board has no puzzle.");
    } else if (auto puzzle = Puzzle::parse(file, &error)) {
        // The editor's free placement plays no moves on a set-up with mismatched sides; the
        // strict rules decide a puzzle, as they do for the file.
        const Timeline timeline = board.mismatchedSetUp() ? Timeline::build(file) : board;
        if (timeline.replays()) {
            m_board = timeline;
            m_before = timeline.afterMoves();
            m_position = puzzlePosition(timeline, puzzle->kind);
            m_puzzle = std::move(puzzle);
            // A stored key is what the author confirmed; without one the engine decides.
            m_answer = m_puzzle->answer ? m_puzzle->answer
                                        : ml::computeAnswer(timeline, *m_puzzle, &error);
            if (!m_answer && m_puzzle->kind != PuzzleKind::Free)
                m_problem = tr("The answer cannot be worked out: %1")
                                .arg(RefusalText(m_before->players()).reason(error));
        } else {
            m_problem = tr("The board does not replay: %1")
                            .arg(RefusalText().reason(timeline.problems().value(0)));
        }
    } else {
        m_problem = tr("The puzzle cannot be read: %1: %2")
                        .arg(RefusalText::place(error), RefusalText().reason(error));
    }
    if (!m_puzzle) {
        refreshTexts();
        return false;
    }
    const PuzzleKind kind = m_puzzle->kind;
    QWidget *page = kind == PuzzleKind::BestMove ? m_movePage
                    : kind == PuzzleKind::Free   ? m_freePage
                                                 : m_scorePage;
    m_inputs->setCurrentWidget(page);
    // A stack is as tall as its tallest page; ignoring the hidden ones keeps the buttons
    // right under the fields shown.
    for (QWidget *w : {m_scorePage, m_movePage, m_freePage}) {
        const QSizePolicy::Policy policy =
            w == page ? QSizePolicy::Preferred : QSizePolicy::Ignored;
        w->setSizePolicy(policy, policy);
    }
    if (m_tool && kind == PuzzleKind::BestMove)
        m_tool->setPuzzleTurn(m_puzzle->player, m_puzzle->tile);
    if (m_playPanel) m_playPanel->setSets(m_before->sets());
    m_fields->setPuzzle(m_before, &*m_puzzle);
    refreshTexts();
    // The author has seen the answer in the author dialog; the panel shows it too.
    if (m_author) reveal();
    Q_EMIT secrecyChanged();
    return m_problem.isEmpty();
}

void PuzzleSolverDock::setAuthorView(bool on)
{
    if (on == m_author) return;
    m_author = on;
    if (on && m_puzzle) reveal();
    refreshTexts();
    Q_EMIT secrecyChanged();
}

bool PuzzleSolverDock::answerShown() const
{
    return m_revealed || m_solved || m_author;
}

bool PuzzleSolverDock::answerSecret() const
{
    return m_puzzle && !answerShown();
}

bool PuzzleSolverDock::scoresHidden() const
{
    return m_puzzle && m_puzzle->kind != PuzzleKind::BestMove && !answerShown();
}

void PuzzleSolverDock::setLanguage(const QString &language)
{
    m_language = language;
    refreshTexts();
}

void PuzzleSolverDock::refreshTexts()
{
    const bool open = m_puzzle.has_value();
    m_kind->setText(open ? PuzzleAnswerText::kindName(m_puzzle->kind) : tr("No puzzle"));
    m_question->setText(open ? m_puzzle->question.text(m_language) : m_problem);
    m_inputs->setVisible(open);
    const int hintCount = open ? int(m_puzzle->hints.size()) : 0;
    QStringList hints;
    for (int i = 0; i < m_hintsShown; ++i)
        hints << tr("Hint %1: %2").arg(i + 1).arg(m_puzzle->hints[i].text(m_language));
    m_hints->setText(hints.join(u'\n'));
    m_hints->setVisible(!hints.isEmpty());
    m_hint->setText(tr("&Hint (%n left)", nullptr, hintCount - m_hintsShown));
    m_hint->setEnabled(m_hintsShown < hintCount);
    m_check->setEnabled(open && m_answer && m_puzzle->kind != PuzzleKind::Free);
    m_reveal->setEnabled(open && !m_revealed);
    m_verdictLabel->setVisible(m_verdict != Verdict::None || (open && !m_problem.isEmpty()));
    QString secrecy;
    if (open && m_author)
        secrecy = tr("Author's view: the answer and every score are shown. Puzzles > Solve "
                     "again hides them.");
    else if (scoresHidden())
        secrecy = tr("While you solve this puzzle, the scores and scorings stay hidden and "
                     "Explore waits, since they would give the answer away. Check a right "
                     "answer or press Reveal to see them.");
    else if (open && !answerShown())
        secrecy = tr("The scores so far belong to the question; the best move stays hidden "
                     "until you find it or press Reveal. Explore and the analysis board wait "
                     "until then, since they would rank the moves.");
    m_secrecy->setText(secrecy);
    m_secrecy->setVisible(!secrecy.isEmpty());
    if (open && m_verdict == Verdict::None) m_verdictLabel->setText(m_problem);

    QString answer;
    if (m_revealed && m_answer)
        answer = tr("Answer: %1").arg(PuzzleAnswerText::answer(*m_before, *m_answer, m_language));
    m_answerLabel->setText(answer);
    m_answerLabel->setVisible(!answer.isEmpty());
    // The author's why comes with a right answer at once, as with Reveal.
    const QString explanation =
        m_revealed || m_solved ? m_puzzle->explanation.text(m_language) : QString();
    m_explanation->setText(explanation.isEmpty() ? QString() : tr("Why: %1").arg(explanation));
    m_explanation->setVisible(!explanation.isEmpty());

    const bool steps = open && m_revealed && m_answer && m_puzzle->kind != PuzzleKind::Free;
    m_stepSolution->setVisible(steps);
    m_solutionProblemLabel->setText(m_solutionProblem);
    m_solutionProblemLabel->setVisible(!m_solutionProblem.isEmpty());
    const bool top = m_revealed && m_topMoves->count() > 0;
    m_topMovesLabel->setVisible(top);
    m_topMoves->setVisible(top);
    m_feedbackView->setFeedback(m_feedback, answerShown());
}

void PuzzleSolverDock::setBoardTools(PuzzleMoveTool *tool, PuzzleMoveOverlay *overlay)
{
    m_tool = tool;
    m_overlay = overlay;
    if (!tool) return;
    m_playPanel = new PuzzleMovePanel(tool, m_movePage);
    static_cast<QGridLayout *>(m_movePage->layout())->addWidget(m_playPanel, 5, 0, 1, 4);
    connect(tool, &PuzzleMoveTool::moveReady, this, &PuzzleSolverDock::setPlayedMove);
    // The steps of the move and the Check button stay in sight while playing.
    connect(tool, &PuzzleMoveTool::playingChanged, this, [this](bool on) {
        if (!on) return;
        m_scroll->ensureWidgetVisible(m_playPanel);
        forgetWrongVerdict(); // a new move is being played
    });
    connect(tool, &PuzzleMoveTool::moveReady, this,
            [this] { m_scroll->ensureWidgetVisible(m_check); });
    // A move started again on the board is no longer the one to check.
    connect(tool, &MoveTool::stateChanged, this, [this] {
        if (m_playedMove && !m_tool->readyMove()) m_playedMove.reset();
    });
    if (m_puzzle && m_puzzle->kind == PuzzleKind::BestMove)
        tool->setPuzzleTurn(m_puzzle->player, m_puzzle->tile);
    if (m_before) m_playPanel->setSets(m_before->sets());
}

void PuzzleSolverDock::forgetWrongVerdict()
{
    if (m_verdict != Verdict::Wrong && m_verdict != Verdict::Impossible) return;
    m_feedback.reset();
    setVerdict(Verdict::None, {});
    refreshTexts();
}

void PuzzleSolverDock::showHint()
{
    if (!m_puzzle || m_hintsShown >= m_puzzle->hints.size()) return;
    ++m_hintsShown;
    refreshTexts();
}

void PuzzleSolverDock::reveal()
{
    if (!m_puzzle || m_revealed) return;
    m_revealed = true;
    // The search lists the runners-up too, so the solver sees how close they came; it runs
    // on a worker thread and fills the list when it ends.
    if (m_puzzle->kind == PuzzleKind::BestMove && m_before) {
        const int player = m_before->playerIndex(m_puzzle->player);
        if (player >= 0) m_search->start(*m_before, player, m_puzzle->tile);
    }
    refreshTexts();
    Q_EMIT revealed();
    Q_EMIT secrecyChanged();
}

} // namespace ml
