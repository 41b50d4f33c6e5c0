// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzleauthordialog.h"

#include "puzzleanswertext.h"
#include "puzzlereviewjob.h"
#include "puzzlereviewtext.h"
#include "puzzlesearchjob.h"
#include "puzzletextedit.h"
#include "refusaltext.h"
#include "ui_puzzleauthordialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>

namespace ml
{

namespace
{

// Enough of the ranking for the author to see what competes with the best move.
constexpr int TopMovesShown = 10;

} // namespace

PuzzleAuthorDialog::PuzzleAuthorDialog(const BoardFile &file, QWidget *parent)
    : PuzzleAuthorDialog(Timeline::build(file), parent)
{
}

PuzzleAuthorDialog::PuzzleAuthorDialog(const Timeline &board, QWidget *parent)
    : QDialog(parent), m_file(board.file()), m_job(new PuzzleSearchJob(this)),
      m_review(new PuzzleReviewJob(this)), m_ui(std::make_unique<Ui::PuzzleAuthorDialog>())
{
    setObjectName(QStringLiteral("puzzleAuthorDialog"));
    // The answer key reads the board after its moves, so any timeline of the file will do,
    // except the editor's free placement that played none: the strict rules decide then.
    m_timeline = board.mismatchedSetUp() ? Timeline::build(m_file) : board;
    if (m_timeline.replays())
        m_before = m_timeline.afterMoves();
    else
        m_boardProblem = RefusalText().fileError(m_timeline.problems().constFirst());
    buildUi();
    retranslateDynamicTexts();

    if (Puzzle::present(m_file)) {
        FileError error;
        if (const auto puzzle = Puzzle::parse(m_file, &error)) loadPuzzle(*puzzle);
    }
    connect(m_job, &PuzzleSearchJob::progress, this, [this](int done, int total) {
        m_progress->setMaximum(total);
        m_progress->setValue(done);
    });
    connect(m_job, &PuzzleSearchJob::finished, this, &PuzzleAuthorDialog::onSearchFinished);
    connect(m_review, &PuzzleReviewJob::finished, this, [this] {
        showReview();
        Q_EMIT reviewFinished();
    });
    connect(m_topMoves, &QListWidget::currentRowChanged, this, &PuzzleAuthorDialog::topMoveChosen);
    updateState();
}

// The job's destructor cancels and waits, so closing the dialog mid-search is safe.
PuzzleAuthorDialog::~PuzzleAuthorDialog() = default;

const Timeline &PuzzleAuthorDialog::finalTimeline() const
{
    if (!m_finalTimeline) {
        TimelineOptions options;
        options.finalScoring = TimelineOptions::FinalScoring::Always;
        m_finalTimeline = Timeline::build(m_file, {}, options);
    }
    return *m_finalTimeline;
}

void PuzzleAuthorDialog::buildUi()
{
    m_ui->setupUi(this);
    m_kind = m_ui->kind;
    m_playerLabel = m_ui->playerLabel;
    m_player = m_ui->player;
    m_tileLabel = m_ui->tileLabel;
    m_tile = m_ui->tile;
    m_tabs = m_ui->tabs;
    m_question = m_ui->question;
    m_hints = m_ui->hints;
    m_addHint = m_ui->addHint;
    m_removeHint = m_ui->removeHint;
    m_explanation = m_ui->explanation;
    m_freeAnswer = m_ui->freeAnswer;
    m_compute = m_ui->computeAnswer;
    m_cancel = m_ui->cancelSearch;
    m_progress = m_ui->searchProgress;
    m_answerView = m_ui->answerView;
    m_uniqueness = m_ui->uniqueness;
    m_topMovesLabel = m_ui->topMovesLabel;
    m_topMoves = m_ui->topMoves;
    m_acceptAll = m_ui->acceptAllBest;
    m_changeBoard = m_ui->changeBoard;
    m_readings = m_ui->readingWarning;
    m_confirm = m_ui->confirmAnswer;
    m_status = m_ui->status;
    m_buttons = m_ui->buttons;
    m_buttons->setObjectName(QString()); // unnamed as before the form: tests find it by type

    for (PuzzleKind k :
         {PuzzleKind::FinalScores, PuzzleKind::TurnScores, PuzzleKind::BestMove, PuzzleKind::Free})
        m_kind->addItem(QString(), int(k));
    if (m_before) {
        for (const Player &p : m_before->players())
            m_player->addItem(PuzzleAnswerText::playerName(*m_before, p.id), p.id);
        for (const TileType *t : m_before->catalogue().all())
            if (!(ruleSetOfTile(*t) & ~m_before->sets())) m_tile->addItem(t->id, t->id);
    }
    m_hints->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // A few lines each, so the tabs above keep the room.
    m_answerView->setMaximumHeight(fontMetrics().lineSpacing() * 6);
    m_topMoves->setMaximumHeight(fontMetrics().lineSpacing() * 7);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &PuzzleAuthorDialog::forgetAnswer);
    connect(m_player, &QComboBox::currentIndexChanged, this, &PuzzleAuthorDialog::forgetAnswer);
    connect(m_tile, &QComboBox::currentIndexChanged, this, &PuzzleAuthorDialog::forgetAnswer);
    connect(m_question, &PuzzleTextEdit::changed, this, &PuzzleAuthorDialog::updateState);
    connect(m_freeAnswer, &PuzzleTextEdit::changed, this, &PuzzleAuthorDialog::updateState);
    connect(m_confirm, &QCheckBox::toggled, this, &PuzzleAuthorDialog::updateState);
    connect(m_acceptAll, &QCheckBox::toggled, this, &PuzzleAuthorDialog::updateState);
    connect(m_changeBoard, &QPushButton::clicked, this, &PuzzleAuthorDialog::changeBoard);
    connect(m_compute, &QPushButton::clicked, this, &PuzzleAuthorDialog::computeAnswer);
    connect(m_cancel, &QPushButton::clicked, this, &PuzzleAuthorDialog::cancelSearch);
    connect(m_addHint, &QPushButton::clicked, this, &PuzzleAuthorDialog::addHint);
    connect(m_removeHint, &QPushButton::clicked, this, &PuzzleAuthorDialog::removeHint);
    // An empty hint row holds OK back with a message instead of being dropped on save.
    connect(m_hints, &QTableWidget::itemChanged, this, &PuzzleAuthorDialog::updateState);
    connect(m_hints->model(), &QAbstractItemModel::rowsRemoved, this,
            &PuzzleAuthorDialog::updateState);
    connect(m_hints->model(), &QAbstractItemModel::rowsInserted, this,
            &PuzzleAuthorDialog::updateState);
}

// The form's texts come from ui->retranslateUi(); the kinds and the answer are worded here.
void PuzzleAuthorDialog::retranslateDynamicTexts()
{
    for (int i = 0; i < m_kind->count(); ++i)
        m_kind->setItemText(i, PuzzleAnswerText::kindName(PuzzleKind(m_kind->itemData(i).toInt())));
    showAnswer();
    updateState();
}

void PuzzleAuthorDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        retranslateDynamicTexts();
    }
    QDialog::changeEvent(event);
}

void PuzzleAuthorDialog::loadPuzzle(const Puzzle &puzzle)
{
    m_kind->setCurrentIndex(m_kind->findData(int(puzzle.kind)));
    if (const int i = m_player->findData(puzzle.player); i >= 0) m_player->setCurrentIndex(i);
    if (const int i = m_tile->findData(puzzle.tile); i >= 0) m_tile->setCurrentIndex(i);
    m_question->setText(puzzle.question);
    for (const PuzzleText &hint : puzzle.hints) {
        addHint();
        m_hints->item(m_hints->rowCount() - 1, 0)->setText(hint.en);
        m_hints->item(m_hints->rowCount() - 1, 1)->setText(hint.nl);
    }
    m_explanation->setText(puzzle.explanation);
    if (puzzle.answer && puzzle.kind == PuzzleKind::Free)
        m_freeAnswer->setText(puzzle.answer->text);
    if (puzzle.answer && puzzle.kind != PuzzleKind::Free) {
        // A stored key was confirmed when it was written; recomputing it asks again.
        m_answer = puzzle.answer;
        m_confirm->setChecked(true);
        m_acceptAll->setChecked(true); // a stored list of best moves was accepted as a whole
    }
    showAnswer();
    reviewAnswer();
}

Puzzle PuzzleAuthorDialog::puzzleFromFields() const
{
    Puzzle p;
    p.kind = PuzzleKind(m_kind->currentData().toInt());
    p.question = m_question->text();
    for (int row = 0; row < m_hints->rowCount(); ++row) {
        const PuzzleText hint{m_hints->item(row, 0)->text().trimmed(),
                              m_hints->item(row, 1)->text().trimmed()};
        if (!hint.en.isEmpty()) p.hints << hint;
    }
    p.explanation = m_explanation->text();
    if (p.kind == PuzzleKind::BestMove) {
        p.player = m_player->currentData().toString();
        p.tile = m_tile->currentData().toString();
    }
    if (p.kind == PuzzleKind::Free) {
        PuzzleAnswer a;
        a.text = m_freeAnswer->text();
        p.answer = a;
    } else if (m_answer && m_confirm->isChecked() && !m_textsOnly) {
        p.answer = m_answer;
    }
    return p;
}

Puzzle PuzzleAuthorDialog::puzzle() const
{
    return puzzleFromFields();
}

bool PuzzleAuthorDialog::isComputing() const
{
    return m_job->isRunning();
}

bool PuzzleAuthorDialog::isReviewing() const
{
    return m_review->isRunning();
}

void PuzzleAuthorDialog::computeAnswer()
{
    if (isComputing()) return;
    forgetAnswer();
    const Puzzle p = puzzleFromFields();
    if (!m_before) {
        m_answerProblem = m_boardProblem;
    } else if (p.kind == PuzzleKind::BestMove) {
        m_progress->setRange(0, 0); // busy until the first placement is counted
        if (m_job->start(*m_before, m_before->playerIndex(p.player), p.tile)) {
            updateState();
            return;
        }
        m_answerProblem = tr("Choose a player and a tile first.");
    } else if (p.kind == PuzzleKind::Free) {
        m_answerProblem = tr("A free question has no computed answer: write it on the "
                             "\"Written answer\" tab.");
    } else {
        FileError error;
        m_answer = ml::computeAnswer(m_timeline, p, &error);
        if (!m_answer)
            m_answerProblem =
                RefusalText(m_before ? m_before->players() : QList<Player>()).reason(error);
    }
    showAnswer();
    reviewAnswer();
    updateState();
    Q_EMIT answerComputed(m_answer.has_value());
}

void PuzzleAuthorDialog::cancelSearch()
{
    m_job->cancel();
}

void PuzzleAuthorDialog::onSearchFinished()
{
    const SearchResult &result = *m_job->result();
    m_progress->setRange(0, 1);
    m_progress->setValue(result.cancelled ? 0 : 1);
    if (result.cancelled) {
        m_answerProblem = tr("The search was stopped; no answer.");
    } else if (result.ranked.isEmpty()) {
        m_answerProblem = tr("The tile fits nowhere on this board.");
    } else {
        PuzzleAnswer a;
        a.kind = PuzzleKind::BestMove;
        a.gain = result.bestGain;
        for (const RankedMove &r : result.ranked)
            if (r.gain == result.bestGain) a.best << PuzzleMove{r.move, {}};
        m_answer = a;
    }
    showAnswer();
    reviewAnswer();
    updateState();
    Q_EMIT answerComputed(m_answer.has_value());
}

void PuzzleAuthorDialog::forgetAnswer()
{
    m_answer.reset();
    m_answerProblem.clear();
    m_confirm->setChecked(false);
    m_acceptAll->setChecked(false);
    m_review->drop();
    showAnswer();
    showReview();
    updateState();
}

void PuzzleAuthorDialog::showAnswer()
{
    m_topMoves->clear();
    m_uniqueness->clear();
    if (!m_answer || !m_before) {
        m_answerView->setPlainText(m_answerProblem);
    } else {
        m_answerView->setPlainText(
            PuzzleAnswerText::answer(*m_before, *m_answer, QStringLiteral("en")));
        if (m_answer->kind == PuzzleKind::BestMove) {
            const QString shared = PuzzleReviewText::sharedBest(*m_before, *m_answer);
            m_uniqueness->setText(shared.isEmpty()
                                      ? tr("The best move is unique: the puzzle has one "
                                           "right answer.")
                                      : shared + u'\n' +
                                            tr("Accept all of them as right answers, or "
                                               "change the board so that one stands out."));
        }
    }
    const std::optional<SearchResult> &result = m_job->result();
    const bool ranked =
        m_answer && m_answer->kind == PuzzleKind::BestMove && result && !result->cancelled;
    QList<RankedMove> top;
    if (ranked) top = result->ranked.mid(0, TopMovesShown);
    for (int i = 0; i < top.size(); ++i)
        m_topMoves->addItem(
            tr("%1. gain %2: %3")
                .arg(i + 1)
                .arg(top[i].gain)
                .arg(PuzzleAnswerText::move(top[i].move, CellNames::forBoard(m_before->board()))));
    m_topMovesLabel->setVisible(ranked);
    m_topMoves->setVisible(ranked);
    // The board behind the dialog draws them; the list picks which one is drawn in full.
    if (m_before) Q_EMIT topMovesShown(*m_before, top);
    if (!top.isEmpty()) m_topMoves->setCurrentRow(0);
}

void PuzzleAuthorDialog::updateState()
{
    const PuzzleKind kind = PuzzleKind(m_kind->currentData().toInt());
    const bool bestMove = kind == PuzzleKind::BestMove;
    const bool free = kind == PuzzleKind::Free;
    const bool busy = isComputing();
    for (QWidget *w : {static_cast<QWidget *>(m_playerLabel), static_cast<QWidget *>(m_player),
                       static_cast<QWidget *>(m_tileLabel), static_cast<QWidget *>(m_tile)})
        w->setVisible(bestMove);
    m_tabs->setTabVisible(3, free);
    m_kind->setEnabled(!busy);
    m_player->setEnabled(!busy);
    m_tile->setEnabled(!busy);
    m_compute->setEnabled(!busy && !free);
    m_cancel->setVisible(busy);
    m_progress->setVisible(busy);
    m_confirm->setVisible(!free);
    m_confirm->setEnabled(m_answer.has_value());
    const bool shared = sharedBest();
    m_acceptAll->setVisible(shared);
    m_changeBoard->setVisible(shared);

    QString why;
    const QString emptyHint = emptyHintRow();
    if (m_question->text().en.isEmpty())
        why = tr("Write the question in English at least.");
    else if (!emptyHint.isEmpty())
        why = emptyHint;
    else if (free && m_freeAnswer->text().en.isEmpty())
        why = tr("Write the answer on the \"Written answer\" tab.");
    else if (!free && !m_answer)
        why = tr("Compute the answer key with the rules engine.");
    else if (!free && shared && !m_acceptAll->isChecked())
        why = tr("Several moves share the best gain: accept all of them, or change the board.");
    else if (!free && !m_confirm->isChecked())
        why = tr("Check the answer key, then tick the box to confirm it.");
    if (!m_boardProblem.isEmpty()) why = tr("The board does not replay: %1").arg(m_boardProblem);
    m_status->setText(why);
    m_status->setVisible(!why.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty() && !busy);
}

void PuzzleAuthorDialog::addHint()
{
    const int row = m_hints->rowCount();
    m_hints->insertRow(row);
    m_hints->setItem(row, 0, new QTableWidgetItem);
    m_hints->setItem(row, 1, new QTableWidgetItem);
    m_hints->setCurrentCell(row, 0);
}

void PuzzleAuthorDialog::removeHint()
{
    if (m_hints->currentRow() >= 0) m_hints->removeRow(m_hints->currentRow());
}

} // namespace ml
