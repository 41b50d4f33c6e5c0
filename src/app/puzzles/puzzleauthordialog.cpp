#include "puzzleauthordialog.h"

#include "puzzleanswertext.h"
#include "puzzlesearchjob.h"
#include "puzzletextedit.h"
#include "refusaltext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ml
{

namespace
{

// Enough of the ranking for the author to see what competes with the best move.
constexpr int TopMovesShown = 10;

QJsonObject textJson(const PuzzleText &text)
{
    QJsonObject o{{QStringLiteral("en"), text.en}};
    if (!text.nl.isEmpty()) o.insert(u"nl", text.nl);
    return o;
}

} // namespace

PuzzleAuthorDialog::PuzzleAuthorDialog(const BoardFile &file, QWidget *parent)
    : QDialog(parent), m_file(file), m_job(new PuzzleSearchJob(this))
{
    setObjectName(QStringLiteral("puzzleAuthorDialog"));
    TimelineOptions options;
    options.finalScoring = TimelineOptions::FinalScoring::Never; // as the answer key sees it
    m_timeline = Timeline::build(m_file, {}, options);
    if (m_timeline.replays())
        m_before = m_timeline.afterMoves();
    else
        m_boardProblem = RefusalText().fileError(m_timeline.problems().constFirst());
    buildUi();
    retranslateUi();

    if (Puzzle::present(m_file)) {
        FileError error;
        if (const auto puzzle = Puzzle::parse(m_file, &error)) loadPuzzle(*puzzle);
    }
    connect(m_job, &PuzzleSearchJob::progress, this, [this](int done, int total) {
        m_progress->setMaximum(total);
        m_progress->setValue(done);
    });
    connect(m_job, &PuzzleSearchJob::finished, this, &PuzzleAuthorDialog::onSearchFinished);
    connect(m_topMoves, &QListWidget::currentRowChanged, this, &PuzzleAuthorDialog::topMoveChosen);
    updateState();
}

// The job's destructor cancels and waits, so closing the dialog mid-search is safe.
PuzzleAuthorDialog::~PuzzleAuthorDialog() = default;

void PuzzleAuthorDialog::buildUi()
{
    m_kindLabel = new QLabel(this);
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("kind"));
    for (PuzzleKind k :
         {PuzzleKind::FinalScores, PuzzleKind::TurnScores, PuzzleKind::BestMove, PuzzleKind::Free})
        m_kind->addItem(QString(), int(k));
    m_playerLabel = new QLabel(this);
    m_player = new QComboBox(this);
    m_player->setObjectName(QStringLiteral("player"));
    m_tileLabel = new QLabel(this);
    m_tile = new QComboBox(this);
    m_tile->setObjectName(QStringLiteral("tile"));
    if (m_before) {
        for (const Player &p : m_before->players())
            m_player->addItem(PuzzleAnswerText::playerName(*m_before, p.id), p.id);
        for (const TileType *t : m_before->catalogue().all())
            if (!(ruleSetOfTile(*t) & ~m_before->sets())) m_tile->addItem(t->id, t->id);
    }
    auto *form = new QFormLayout;
    form->addRow(m_kindLabel, m_kind);
    form->addRow(m_playerLabel, m_player);
    form->addRow(m_tileLabel, m_tile);

    m_tabs = new QTabWidget(this);
    m_question = new PuzzleTextEdit(m_tabs);
    m_question->setObjectName(QStringLiteral("question"));
    m_hintsPage = new QWidget(m_tabs);
    m_hints = new QTableWidget(0, 2, m_hintsPage);
    m_hints->setObjectName(QStringLiteral("hints"));
    m_hints->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_hints->setWordWrap(true);
    m_addHint = new QPushButton(m_hintsPage);
    m_addHint->setObjectName(QStringLiteral("addHint"));
    m_removeHint = new QPushButton(m_hintsPage);
    m_removeHint->setObjectName(QStringLiteral("removeHint"));
    auto *hintButtons = new QVBoxLayout;
    hintButtons->addWidget(m_addHint);
    hintButtons->addWidget(m_removeHint);
    hintButtons->addStretch();
    auto *hintsLayout = new QHBoxLayout(m_hintsPage);
    hintsLayout->addWidget(m_hints, 1);
    hintsLayout->addLayout(hintButtons);
    m_explanation = new PuzzleTextEdit(m_tabs);
    m_explanation->setObjectName(QStringLiteral("explanation"));
    m_freeAnswer = new PuzzleTextEdit(m_tabs);
    m_freeAnswer->setObjectName(QStringLiteral("freeAnswer"));
    m_tabs->addTab(m_question, QString());
    m_tabs->addTab(m_hintsPage, QString());
    m_tabs->addTab(m_explanation, QString());
    m_tabs->addTab(m_freeAnswer, QString());

    m_answerHeading = new QLabel(this);
    QFont bold = m_answerHeading->font();
    bold.setBold(true);
    m_answerHeading->setFont(bold);
    m_compute = new QPushButton(this);
    m_compute->setObjectName(QStringLiteral("computeAnswer"));
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("cancelSearch"));
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("searchProgress"));
    m_progress->setTextVisible(false);
    auto *computeRow = new QHBoxLayout;
    computeRow->addWidget(m_compute);
    computeRow->addWidget(m_progress, 1);
    computeRow->addWidget(m_cancel);
    m_answerView = new QPlainTextEdit(this);
    m_answerView->setObjectName(QStringLiteral("answerView"));
    m_answerView->setReadOnly(true);
    m_answerView->setMaximumHeight(fontMetrics().lineSpacing() * 6);
    m_uniqueness = new QLabel(this);
    m_uniqueness->setObjectName(QStringLiteral("uniqueness"));
    m_uniqueness->setWordWrap(true);
    m_topMovesLabel = new QLabel(this);
    m_topMoves = new QListWidget(this);
    m_topMoves->setObjectName(QStringLiteral("topMoves"));
    m_topMoves->setMaximumHeight(fontMetrics().lineSpacing() * 7);
    m_confirm = new QCheckBox(this);
    m_confirm->setObjectName(QStringLiteral("confirmAnswer"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_answerHeading);
    layout->addLayout(computeRow);
    layout->addWidget(m_answerView);
    layout->addWidget(m_uniqueness);
    layout->addWidget(m_topMovesLabel);
    layout->addWidget(m_topMoves);
    layout->addWidget(m_confirm);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);
    resize(720, 640);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &PuzzleAuthorDialog::forgetAnswer);
    connect(m_player, &QComboBox::currentIndexChanged, this, &PuzzleAuthorDialog::forgetAnswer);
    connect(m_tile, &QComboBox::currentIndexChanged, this, &PuzzleAuthorDialog::forgetAnswer);
    connect(m_question, &PuzzleTextEdit::changed, this, &PuzzleAuthorDialog::updateState);
    connect(m_freeAnswer, &PuzzleTextEdit::changed, this, &PuzzleAuthorDialog::updateState);
    connect(m_confirm, &QCheckBox::toggled, this, &PuzzleAuthorDialog::updateState);
    connect(m_compute, &QPushButton::clicked, this, &PuzzleAuthorDialog::computeAnswer);
    connect(m_cancel, &QPushButton::clicked, this, &PuzzleAuthorDialog::cancelSearch);
    connect(m_addHint, &QPushButton::clicked, this, &PuzzleAuthorDialog::addHint);
    connect(m_removeHint, &QPushButton::clicked, this, &PuzzleAuthorDialog::removeHint);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void PuzzleAuthorDialog::retranslateUi()
{
    setWindowTitle(tr("Puzzle"));
    m_kindLabel->setText(tr("&Kind:"));
    m_kindLabel->setBuddy(m_kind);
    for (int i = 0; i < m_kind->count(); ++i)
        m_kind->setItemText(i, PuzzleAnswerText::kindName(PuzzleKind(m_kind->itemData(i).toInt())));
    m_playerLabel->setText(tr("&Player to move:"));
    m_playerLabel->setBuddy(m_player);
    m_tileLabel->setText(tr("&Tile to place:"));
    m_tileLabel->setBuddy(m_tile);
    m_tabs->setTabText(0, tr("Question"));
    m_tabs->setTabText(1, tr("Hints"));
    m_tabs->setTabText(2, tr("Explanation"));
    m_tabs->setTabText(3, tr("Written answer"));
    m_hints->setHorizontalHeaderLabels({tr("English"), tr("Dutch")});
    m_addHint->setText(tr("&Add hint"));
    m_removeHint->setText(tr("&Remove hint"));
    m_answerHeading->setText(tr("Answer key"));
    m_compute->setText(tr("&Compute answer"));
    m_cancel->setText(tr("Stop"));
    m_topMovesLabel->setText(tr("Best moves found, with their gain:"));
    m_confirm->setText(tr("I have checked this answer against the rules"));
    showAnswer();
    updateState();
}

void PuzzleAuthorDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
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
    }
    showAnswer();
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
    } else if (m_answer && m_confirm->isChecked()) {
        p.answer = m_answer;
    }
    return p;
}

QJsonObject PuzzleAuthorDialog::puzzleJson() const
{
    const Puzzle p = puzzleFromFields();
    QJsonObject o{{QStringLiteral("kind"), puzzleKindName(p.kind)},
                  {QStringLiteral("question"), textJson(p.question)}};
    if (!p.hints.isEmpty()) {
        QJsonArray hints;
        for (const PuzzleText &hint : p.hints)
            hints.append(textJson(hint));
        o.insert(u"hints", hints);
    }
    if (!p.explanation.en.isEmpty()) o.insert(u"explanation", textJson(p.explanation));
    if (p.kind == PuzzleKind::BestMove) {
        o.insert(u"player", p.player);
        o.insert(u"tile", p.tile);
    }
    if (p.answer) {
        PuzzleAnswer a = *p.answer;
        a.kind = p.kind;
        o.insert(u"answer", a.toJson());
    }
    return o;
}

bool PuzzleAuthorDialog::isComputing() const
{
    return m_job->isRunning();
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
    updateState();
    Q_EMIT answerComputed(m_answer.has_value());
}

void PuzzleAuthorDialog::forgetAnswer()
{
    m_answer.reset();
    m_answerProblem.clear();
    m_confirm->setChecked(false);
    showAnswer();
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
            const int n = int(m_answer->best.size());
            m_uniqueness->setText(n == 1 ? tr("The best move is unique: the puzzle has one "
                                              "right answer.")
                                         : tr("%n moves share the best gain; each of them "
                                              "counts as right.",
                                              nullptr, n));
        }
    }
    const std::optional<SearchResult> &result = m_job->result();
    const bool ranked =
        m_answer && m_answer->kind == PuzzleKind::BestMove && result && !result->cancelled;
    QList<RankedMove> top;
    if (ranked) top = result->ranked.mid(0, TopMovesShown);
    for (int i = 0; i < top.size(); ++i)
        m_topMoves->addItem(tr("%1. gain %2: %3")
                                .arg(i + 1)
                                .arg(top[i].gain)
                                .arg(PuzzleAnswerText::move(top[i].move)));
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

    QString why;
    if (m_question->text().en.isEmpty())
        why = tr("Write the question in English at least.");
    else if (free && m_freeAnswer->text().en.isEmpty())
        why = tr("Write the answer on the \"Written answer\" tab.");
    else if (!free && !m_answer)
        why = tr("Compute the answer key with the rules engine.");
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
