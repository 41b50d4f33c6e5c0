// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzleanswerfields.h"
#include "plaintext.h"

#include "cellspinbox.h"
#include "puzzleanswertext.h"
#include "ui_puzzlesolverdock.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

#include <iterator>

using namespace Qt::StringLiterals;

namespace ml
{

namespace
{

// Far beyond any puzzle board, but keeps the spin boxes narrow.
constexpr int CoordinateLimit = 99;
constexpr int ScoreLimit = 999;

// The feature a figure option stands on, in the order of SegmentKind.
constexpr const char *FeatureWords[] = {
    QT_TRANSLATE_NOOP("ml::PuzzleAnswerFields", "road"),
    QT_TRANSLATE_NOOP("ml::PuzzleAnswerFields", "city"),
    QT_TRANSLATE_NOOP("ml::PuzzleAnswerFields", "field"),
    QT_TRANSLATE_NOOP("ml::PuzzleAnswerFields", "monastery"),
    QT_TRANSLATE_NOOP("ml::PuzzleAnswerFields", "castle"),
    QT_TRANSLATE_NOOP("ml::PuzzleAnswerFields", "river"),  // never offered a figure (R-RI-8)
    QT_TRANSLATE_NOOP("ml::PuzzleAnswerFields", "garden"), // the abbot's only (R-AB-6)
};
static_assert(std::size(FeatureWords) == int(SegmentKind::Garden) + 1);

} // namespace

PuzzleAnswerFields::PuzzleAnswerFields(Ui::PuzzleSolverDock &form, QObject *parent)
    : QObject(parent), m_scorePage(form.scorePage), m_scoreForm(form.scoreForm),
      m_flockLabel(form.flockLabel), m_x(form.moveX), m_y(form.moveY), m_rot(form.moveRotation),
      m_figure(form.moveFigure), m_flock(form.moveFlock)
{
    for (QSpinBox *box : {m_x, m_y})
        box->setRange(-CoordinateLimit, CoordinateLimit);
    m_x->setNames({}, CellSpinBox::Axis::Column);
    m_y->setNames({}, CellSpinBox::Axis::Row);
    for (int quarter = 0; quarter < 4; ++quarter)
        m_rot->addItem(QString(), quarter);
    m_flock->setItemData(0, QString());
    m_flock->setItemData(1, QStringLiteral("grow"));
    m_flock->setItemData(2, QStringLiteral("stable"));

    connect(m_x, &QSpinBox::valueChanged, this, &PuzzleAnswerFields::updateFigureChoices);
    connect(m_y, &QSpinBox::valueChanged, this, &PuzzleAnswerFields::updateFigureChoices);
    connect(m_rot, &QComboBox::currentIndexChanged, this, &PuzzleAnswerFields::updateFigureChoices);
    const auto edited = [this] {
        if (m_filling) return;
        Q_EMIT moveEdited();
        Q_EMIT answerEdited();
    };
    connect(m_x, &QSpinBox::valueChanged, this, edited);
    connect(m_y, &QSpinBox::valueChanged, this, edited);
    connect(m_rot, &QComboBox::currentIndexChanged, this, edited);
    connect(m_figure, &QComboBox::activated, this, edited);
    connect(m_flock, &QComboBox::activated, this, edited);
}

void PuzzleAnswerFields::setPuzzle(std::shared_ptr<const Game> before, const Puzzle *puzzle)
{
    m_before = std::move(before);
    m_puzzle = puzzle;
    const bool sheep = m_before && (m_before->sets() & SetHillsSheep);
    m_flockLabel->setVisible(sheep);
    m_flock->setVisible(sheep);
    // The names the board's edges carry: the view names the cells of the board after every
    // move with a free cell around, which is the board the question is asked on.
    const CellNames names = m_before ? CellNames::forBoard(m_before->board()) : CellNames();
    {
        const QSignalBlocker bx(m_x), by(m_y);
        m_x->setNames(names, CellSpinBox::Axis::Column);
        m_y->setNames(names, CellSpinBox::Axis::Row);
    }
    buildScoreFields();
    updateFigureChoices();
}

void PuzzleAnswerFields::buildScoreFields()
{
    while (m_scoreForm->rowCount() > 0)
        m_scoreForm->removeRow(0);
    m_scores.clear();
    if (!m_before) return;
    for (const Player &p : m_before->players()) {
        auto *box = new QSpinBox(m_scorePage);
        box->setObjectName(QStringLiteral("score_") + p.id);
        box->setRange(0, ScoreLimit);
        // The name comes from the file: a plain label, not the one addRow(QString) would make.
        QLabel *name = plainLabel(m_scorePage);
        // A label with a buddy takes '&' for a shortcut letter: the name's own are doubled.
        name->setText(PuzzleAnswerText::playerName(*m_before, p.id).replace(u'&', u"&&"_s));
        name->setBuddy(box);
        box->setAccessibleName(tr("Points of %1", "a puzzle's answer field")
                                   .arg(PuzzleAnswerText::playerName(*m_before, p.id)));
        m_scoreForm->addRow(name, box);
        m_scores << box;
        connect(box, &QSpinBox::valueChanged, this, [this] {
            if (!m_filling) Q_EMIT answerEdited();
        });
    }
}

QMap<QString, int> PuzzleAnswerFields::scores() const
{
    QMap<QString, int> out;
    if (!m_before) return out;
    for (int i = 0; i < m_scores.size() && i < m_before->players().size(); ++i)
        out.insert(m_before->players()[i].id, m_scores[i]->value());
    return out;
}

void PuzzleAnswerFields::retranslate()
{
    for (int quarter = 0; quarter < 4; ++quarter)
        m_rot->setItemText(quarter, tr("%1°").arg(quarter * 90));
    for (int i = 0; m_before && i < m_scores.size() && i < m_before->players().size(); ++i)
        m_scores[i]->setAccessibleName(
            tr("Points of %1", "a puzzle's answer field")
                .arg(PuzzleAnswerText::playerName(*m_before, m_before->players()[i].id)));
    updateFigureChoices();
}

void PuzzleAnswerFields::updateFigureChoices()
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
        const QString figure = o.type == FigureType::Shepherd ? tr("Shepherd")
                               : o.type == FigureType::Abbot  ? tr("Abbot")
                                                              : tr("Meeple");
        const QString feature = tr(FeatureWords[int(o.kind)]);
        m_figure->addItem(tr("%1 on the %2 (%3)").arg(figure, feature, o.on),
                          QStringList{figureTypeName(o.type), o.on, QString::number(o.at.x),
                                      QString::number(o.at.y)});
    }
    // The recall is phase 2's other answer (R-AB-12).
    if (m_before->canReturnAbbotAfter(*type, Placement{at, rot}, player))
        m_figure->addItem(tr("Take the abbot back"), QStringList{QStringLiteral("abbot-return")});
    if (const int i = m_figure->findData(kept); i >= 0) m_figure->setCurrentIndex(i);
}

Move PuzzleAnswerFields::move() const
{
    Move m;
    if (!m_puzzle || !m_before) return m;
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
    m.abbotReturn = figure == QStringList{QStringLiteral("abbot-return")};
    // The flock field only counts on a Hills & Sheep board, where it is shown.
    m.flockAction =
        (m_before->sets() & SetHillsSheep) ? m_flock->currentData().toString() : QString();
    return m;
}

void PuzzleAnswerFields::showMove(const Move &move)
{
    m_filling = true;
    m_x->setValue(move.at.x);
    m_y->setValue(move.at.y);
    m_rot->setCurrentIndex(((move.rot % 4) + 4) % 4);
    updateFigureChoices();
    m_figure->setCurrentIndex(0);
    if (move.abbotReturn)
        m_figure->setCurrentIndex(
            qMax(0, m_figure->findData(QStringList{QStringLiteral("abbot-return")})));
    if (move.figure)
        for (int i = 1; i < m_figure->count(); ++i) {
            const QStringList data = m_figure->itemData(i).toStringList();
            if (data.value(0) == figureTypeName(move.figure->type) &&
                data.value(1) == move.figure->on)
                m_figure->setCurrentIndex(i);
        }
    m_flock->setCurrentIndex(qMax(0, m_flock->findData(move.flockAction)));
    m_filling = false;
}

} // namespace ml
