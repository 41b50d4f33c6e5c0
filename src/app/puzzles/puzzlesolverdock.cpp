#include "puzzlesolverdock.h"

#include "puzzleanswerflag.h"
#include "puzzleanswertext.h"
#include "puzzlemoveoverlay.h"
#include "puzzlemovepanel.h"
#include "puzzlemovetool.h"
#include "puzzlesearch.h"
#include "puzzlesearchjob.h"
#include "puzzlesolutionview.h"
#include "refusaltext.h"
#include "ui_puzzlesolverdock.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace ml
{

namespace
{

// Far beyond any puzzle board, but keeps the spin boxes narrow.
constexpr int CoordinateLimit = 99;
constexpr int ScoreLimit = 999;

} // namespace

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
    m_scorePage = m_ui->scorePage;
    m_scoreForm = m_ui->scoreForm; // a spin box per player, filled by the puzzle
    m_movePage = m_ui->movePage;
    m_flockLabel = m_ui->flockLabel;
    m_x = m_ui->moveX;
    m_y = m_ui->moveY;
    for (QSpinBox *box : {m_x, m_y})
        box->setRange(-CoordinateLimit, CoordinateLimit);
    m_rot = m_ui->moveRotation;
    for (int quarter = 0; quarter < 4; ++quarter)
        m_rot->addItem(QString(), quarter);
    m_figure = m_ui->moveFigure;
    m_flock = m_ui->moveFlock;
    m_flock->setItemData(0, QString());
    m_flock->setItemData(1, QStringLiteral("grow"));
    m_flock->setItemData(2, QStringLiteral("stable"));
    // Row 5 of the move page keeps room for the play panel of setBoardTools().
    m_freePage = m_ui->freePage;
    m_freeText = m_ui->freeAnswer;
    m_freeText->setMaximumHeight(fontMetrics().lineSpacing() * 5);
    m_hint = m_ui->hintButton;
    m_check = m_ui->checkButton;
    m_reveal = m_ui->revealButton;
    m_verdictLabel = m_ui->verdict;
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

    connect(m_x, &QSpinBox::valueChanged, this, &PuzzleSolverDock::updateFigureChoices);
    connect(m_y, &QSpinBox::valueChanged, this, &PuzzleSolverDock::updateFigureChoices);
    connect(m_rot, &QComboBox::currentIndexChanged, this, &PuzzleSolverDock::updateFigureChoices);
    // A move played on the board is checked as played (with its magic action, which the
    // fields cannot show) until the solver changes a field.
    connect(m_x, &QSpinBox::valueChanged, this, &PuzzleSolverDock::fieldEdited);
    connect(m_y, &QSpinBox::valueChanged, this, &PuzzleSolverDock::fieldEdited);
    connect(m_rot, &QComboBox::currentIndexChanged, this, &PuzzleSolverDock::fieldEdited);
    connect(m_figure, &QComboBox::activated, this, &PuzzleSolverDock::fieldEdited);
    connect(m_flock, &QComboBox::activated, this, &PuzzleSolverDock::fieldEdited);
    connect(m_check, &QPushButton::clicked, this, [this] {
        m_lastMove = m_playedMove;
        check();
    });
    connect(m_stepSolution, &QPushButton::clicked, this, &PuzzleSolverDock::stepThroughSolution);
    connect(m_solution, &PuzzleSolutionView::gameChanged, this,
            [this](const Game *game, const QList<Cell> &cells) {
                if (m_overlay) m_overlay->setSuppressed(game != nullptr);
                Q_EMIT solutionGameChanged(game, cells);
            });
    connect(m_search, &PuzzleSearchJob::finished, this, &PuzzleSolverDock::listTopMoves);
    connect(m_topMoves, &QListWidget::currentRowChanged, this, [this](int row) {
        if (m_overlay) m_overlay->setSelected(row);
    });
    connect(m_hint, &QPushButton::clicked, this, &PuzzleSolverDock::showHint);
    connect(m_reveal, &QPushButton::clicked, this, &PuzzleSolverDock::reveal);
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
    for (int quarter = 0; quarter < 4; ++quarter)
        m_rot->setItemText(quarter, tr("%1°").arg(quarter * 90));
    updateFigureChoices();
    if (m_verdict != Verdict::None) setVerdict(evaluate(&m_verdictDetail), m_verdictDetail);
    refreshTexts();
}

void PuzzleSolverDock::clear()
{
    m_file.reset();
    m_before.reset();
    m_puzzle.reset();
    m_answer.reset();
    m_problem.clear();
    m_verdict = Verdict::None;
    m_verdictDetail.clear();
    m_verdictPlain.clear();
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
    buildScoreFields();
    refreshTexts();
    Q_EMIT secrecyChanged();
}

bool PuzzleSolverDock::setPuzzle(const BoardFile &file)
{
    clear();
    FileError error;
    if (!Puzzle::present(file)) {
        m_problem = tr("This board has no puzzle.");
    } else if (auto puzzle = Puzzle::parse(file, &error)) {
        TimelineOptions options;
        options.finalScoring = TimelineOptions::FinalScoring::Never; // the puzzle scores
        const Timeline timeline = Timeline::build(file, {}, options);
        if (timeline.replays()) {
            m_file = file;
            m_before = timeline.afterMoves();
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
    const bool sheep = m_before->sets() & SetHillsSheep;
    m_flockLabel->setVisible(sheep);
    m_flock->setVisible(sheep);
    if (m_tool && kind == PuzzleKind::BestMove)
        m_tool->setPuzzleTurn(m_puzzle->player, m_puzzle->tile);
    if (m_playPanel) m_playPanel->setSets(m_before->sets() & SetMageWitch, sheep);
    buildScoreFields();
    updateFigureChoices();
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

bool PuzzleSolverDock::scoresHidden() const
{
    return m_puzzle && m_puzzle->kind != PuzzleKind::BestMove && !answerShown();
}

void PuzzleSolverDock::buildScoreFields()
{
    while (m_scoreForm->rowCount() > 0)
        m_scoreForm->removeRow(0);
    m_scores.clear();
    if (!m_before) return;
    for (const Player &p : m_before->players()) {
        auto *box = new QSpinBox(m_scorePage);
        box->setObjectName(QStringLiteral("score_") + p.id);
        box->setRange(0, ScoreLimit);
        m_scoreForm->addRow(PuzzleAnswerText::playerName(*m_before, p.id), box);
        m_scores << box;
    }
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
                     "until you find it or press Reveal.");
    m_secrecy->setText(secrecy);
    m_secrecy->setVisible(!secrecy.isEmpty());
    if (open && m_verdict == Verdict::None) m_verdictLabel->setText(m_problem);

    QString answer;
    if (m_revealed && m_answer)
        answer = tr("Answer: %1").arg(PuzzleAnswerText::answer(*m_before, *m_answer, m_language));
    m_answerLabel->setText(answer);
    m_answerLabel->setVisible(!answer.isEmpty());
    const QString explanation = m_revealed ? m_puzzle->explanation.text(m_language) : QString();
    m_explanation->setText(explanation.isEmpty() ? QString() : tr("Why: %1").arg(explanation));
    m_explanation->setVisible(!explanation.isEmpty());

    const bool steps = open && m_revealed && m_answer && m_puzzle->kind != PuzzleKind::Free;
    m_stepSolution->setVisible(steps);
    m_solutionProblemLabel->setText(m_solutionProblem);
    m_solutionProblemLabel->setVisible(!m_solutionProblem.isEmpty());
    const bool top = m_revealed && m_topMoves->count() > 0;
    m_topMovesLabel->setVisible(top);
    m_topMoves->setVisible(top);
}

void PuzzleSolverDock::updateFigureChoices()
{
    const QVariant kept = m_figure->currentData();
    m_figure->clear();
    m_figure->addItem(tr("No figure"), QStringList());
    if (!m_puzzle || !m_before || m_puzzle->kind != PuzzleKind::BestMove) return;
    const TileType *type = m_before->catalogue().find(m_puzzle->tile);
    const int player = m_before->playerIndex(m_puzzle->player);
    const Cell at{m_x->value(), m_y->value()};
    const int rot = m_rot->currentData().toInt();
    if (!type || player < 0 || !m_before->board().checkPlacement(*type, at, rot).ok()) return;
    for (const FigureOption &o : m_before->figureOptions(*type, Placement{at, rot}, player)) {
        const QString figure = o.type == FigureType::Shepherd ? tr("Shepherd") : tr("Meeple");
        QString feature;
        switch (o.kind) {
        case SegmentKind::Road:
            feature = tr("road");
            break;
        case SegmentKind::City:
            feature = tr("city");
            break;
        case SegmentKind::Field:
            feature = tr("field");
            break;
        case SegmentKind::Monastery:
            feature = tr("monastery");
            break;
        case SegmentKind::Castle:
            feature = tr("castle");
            break;
        }
        m_figure->addItem(tr("%1 on the %2 (%3)").arg(figure, feature, o.on),
                          QStringList{figureTypeName(o.type), o.on, QString::number(o.at.x),
                                      QString::number(o.at.y)});
    }
    if (const int i = m_figure->findData(kept); i >= 0) m_figure->setCurrentIndex(i);
}

Move PuzzleSolverDock::moveFromFields() const
{
    Move m;
    m.player = m_puzzle->player;
    m.tile = m_puzzle->tile;
    const TileType *type = m_before->catalogue().find(m.tile);
    m.kind = type && type->isDouble() ? Move::Kind::Castle : Move::Kind::Tile;
    m.at = {m_x->value(), m_y->value()};
    m.rot = m_rot->currentData().toInt();
    const QStringList figure = m_figure->currentData().toStringList();
    if (figure.size() == 4) {
        FigureChoice c;
        figureTypeFromName(figure[0], &c.type);
        c.on = figure[1];
        if (m.kind == Move::Kind::Castle) c.at = Cell{figure[2].toInt(), figure[3].toInt()};
        m.figure = c;
    }
    m.flockAction = m_flock->isVisible() ? m_flock->currentData().toString() : QString();
    return m;
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
        if (on) m_scroll->ensureWidgetVisible(m_playPanel);
    });
    connect(tool, &PuzzleMoveTool::moveReady, this,
            [this] { m_scroll->ensureWidgetVisible(m_check); });
    // A move started again on the board is no longer the one to check.
    connect(tool, &MoveTool::stateChanged, this, [this] {
        if (m_playedMove && !m_tool->readyMove()) m_playedMove.reset();
    });
    if (m_puzzle && m_puzzle->kind == PuzzleKind::BestMove)
        tool->setPuzzleTurn(m_puzzle->player, m_puzzle->tile);
    if (m_before)
        m_playPanel->setSets(m_before->sets() & SetMageWitch, m_before->sets() & SetHillsSheep);
}

void PuzzleSolverDock::fieldEdited()
{
    if (!m_filling) m_playedMove.reset();
}

QString PuzzleSolverDock::solutionProblem() const
{
    return m_solutionProblem;
}

void PuzzleSolverDock::submitMove(const Move &move)
{
    if (!m_puzzle || m_puzzle->kind != PuzzleKind::BestMove) return;
    setPlayedMove(move);
    // Checked as played: the board may carry a magic action the fields cannot show.
    m_lastMove = move;
    check();
}

void PuzzleSolverDock::setPlayedMove(const Move &move)
{
    if (!m_puzzle || m_puzzle->kind != PuzzleKind::BestMove) return;
    m_filling = true;
    m_x->setValue(move.at.x);
    m_y->setValue(move.at.y);
    m_rot->setCurrentIndex(((move.rot % 4) + 4) % 4);
    updateFigureChoices();
    m_figure->setCurrentIndex(0);
    if (move.figure)
        for (int i = 1; i < m_figure->count(); ++i) {
            const QStringList data = m_figure->itemData(i).toStringList();
            if (data.value(0) == figureTypeName(move.figure->type) &&
                data.value(1) == move.figure->on)
                m_figure->setCurrentIndex(i);
        }
    m_flock->setCurrentIndex(qMax(0, m_flock->findData(move.flockAction)));
    m_filling = false;
    m_playedMove = move;
}

void PuzzleSolverDock::check()
{
    if (!m_puzzle || !m_answer) return;
    QString detail;
    const Verdict v = evaluate(&detail);
    setVerdict(v, detail);
    const bool newlySolved = v == Verdict::Right && !m_solved;
    if (newlySolved) m_solved = true;
    refreshTexts();
    Q_EMIT checked(v);
    if (newlySolved) Q_EMIT secrecyChanged();
}

PuzzleSolverDock::Verdict PuzzleSolverDock::evaluate(QString *detail) const
{
    if (m_puzzle->kind == PuzzleKind::BestMove)
        return checkMove(m_lastMove ? *m_lastMove : moveFromFields(), detail);
    return checkScores(detail);
}

PuzzleSolverDock::Verdict PuzzleSolverDock::checkScores(QString *detail) const
{
    const QMap<QString, int> &key =
        m_puzzle->kind == PuzzleKind::FinalScores ? m_answer->scores : m_answer->points;
    int wrong = 0;
    for (int i = 0; i < m_scores.size(); ++i)
        if (m_scores[i]->value() != key.value(m_before->players()[i].id)) ++wrong;
    *detail = wrong == 0 ? tr("Every score is right.")
                         : tr("%n score(s) are not right yet.", nullptr, wrong);
    return wrong == 0 ? Verdict::Right : Verdict::Wrong;
}

PuzzleSolverDock::Verdict PuzzleSolverDock::checkMove(const Move &move, QString *detail) const
{
    QString why;
    const QString key = moveKey(*m_before, move, &why);
    RuleError refused;
    const auto points = key.isEmpty() ? std::nullopt : turnPoints(*m_before, move, &refused);
    if (!points) {
        *detail =
            tr("The rules do not allow this move: %1")
                .arg(key.isEmpty() ? why : RefusalText(m_before->players()).withRule(refused));
        return Verdict::Impossible;
    }
    for (const PuzzleMove &best : m_answer->best)
        if (moveKey(*m_before, best.move, &why) == key) {
            *detail = tr("This is a best move: it gains %1 over the others.").arg(m_answer->gain);
            return Verdict::Right;
        }
    const int gain = gainOf(*points, move.player, *m_before);
    *detail = tr("This move gains %1 over the others; a better one exists.").arg(gain);
    return Verdict::Wrong;
}

void PuzzleSolverDock::setVerdict(Verdict verdict, const QString &detail)
{
    m_verdict = verdict;
    m_verdictDetail = detail;
    QString head;
    QString colour;
    switch (verdict) {
    case Verdict::Right:
        head = tr("Right!");
        colour = QStringLiteral("#1b7a2e");
        break;
    case Verdict::Wrong:
        head = tr("Not right.");
        colour = QStringLiteral("#b3261e");
        break;
    case Verdict::Impossible:
        head = tr("Not possible.");
        colour = QStringLiteral("#b3261e");
        break;
    case Verdict::None:
        break;
    }
    m_verdictPlain = head.isEmpty() ? QString() : head + u' ' + detail;
    m_verdictLabel->setText(head.isEmpty()
                                ? QString()
                                : QStringLiteral("<b style=\"color:%1\">%2</b> %3")
                                      .arg(colour, head.toHtmlEscaped(), detail.toHtmlEscaped()));
    m_verdictLabel->setVisible(verdict != Verdict::None);
}

QString PuzzleSolverDock::verdictText() const
{
    return m_verdictPlain;
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

void PuzzleSolverDock::listTopMoves()
{
    m_topMoves->clear();
    const std::optional<SearchResult> &result = m_search->result();
    if (!m_revealed || !m_before || !result || result->cancelled) return;
    const QList<RankedMove> top = result->ranked.mid(0, PuzzleMoveOverlay::MovesShown);
    for (int i = 0; i < top.size(); ++i)
        m_topMoves->addItem(tr("%1. gain %2: %3")
                                .arg(i + 1)
                                .arg(top[i].gain)
                                .arg(PuzzleAnswerText::move(top[i].move)));
    if (m_overlay) m_overlay->setMoves(*m_before, top);
    m_topMoves->setCurrentRow(top.isEmpty() ? -1 : 0);
    refreshTexts();
    Q_EMIT topMovesListed();
}

bool PuzzleSolverDock::stepThroughSolution()
{
    if (!m_revealed || !m_file || !m_puzzle || !m_answer) return false;
    int firstMove = -1;
    FileError error;
    const auto solution = solutionBoard(*m_file, *m_puzzle, *m_answer, &firstMove, &error);
    m_solutionProblem.clear();
    if (!solution)
        m_solutionProblem = tr("The solution cannot be stepped through: %1")
                                .arg(RefusalText(m_before->players()).reason(error));
    else if (!m_solution->setSolution(*solution, firstMove))
        m_solutionProblem =
            tr("The solution cannot be stepped through: %1").arg(m_solution->errorString());
    // The board shows the solution now: a click there must not play the puzzle's move.
    if (m_solutionProblem.isEmpty() && m_tool) m_tool->stopPlaying();
    refreshTexts();
    m_scroll->ensureWidgetVisible(m_solutionProblem.isEmpty() ? static_cast<QWidget *>(m_solution)
                                                              : m_solutionProblemLabel);
    return m_solutionProblem.isEmpty();
}

} // namespace ml
