// SPDX-License-Identifier: GPL-3.0-or-later
#include "scorelogmodel.h"
#include "eventhtml.h"

#include "eventtext.h"
#include "stepper.h"

namespace ml
{

namespace
{
// Top-level rows carry id 0; an event row carries its group's index + 1.
constexpr quintptr kTopLevel = 0;

QVariantMap toVariantMap(const QMap<QString, int> &points)
{
    QVariantMap out;
    for (auto it = points.cbegin(); it != points.cend(); ++it)
        out.insert(it.key(), it.value());
    return out;
}
} // namespace

ScoreLogModel::ScoreLogModel(QObject *parent) : QAbstractItemModel(parent) {}

ScoreLogModel::~ScoreLogModel() = default;

void ScoreLogModel::setStepper(const Stepper *stepper)
{
    beginResetModel();
    for (const QMetaObject::Connection &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_stepper = stepper;
    if (stepper) {
        m_connections << connect(stepper, &Stepper::stepsReset, this, [this] {
            beginResetModel();
            rebuild();
            endResetModel();
        });
        m_connections << connect(stepper, &QObject::destroyed, this, [this] {
            beginResetModel();
            m_groups.clear();
            m_players.clear();
            endResetModel();
        });
    }
    rebuild();
    endResetModel();
}

void ScoreLogModel::rebuild()
{
    m_groups.clear();
    m_players.clear();
    if (!m_stepper) return;
    for (const Player &p : m_stepper->players())
        m_players << p.id;
    for (int i = 0; i < m_stepper->count(); ++i) {
        const Step &s = m_stepper->step(i);
        if (s.kind == Step::Kind::SetUp) continue;
        // The end of the game heads the final scoring.
        const RowKind kind = s.kind == Step::Kind::Final || s.kind == Step::Kind::GameEnd
                                 ? RowKind::Final
                                 : RowKind::Move;
        if (m_groups.isEmpty() || m_groups.last().kind != kind || m_groups.last().move != s.move)
            m_groups.append({kind, s.move, i, {}});
        for (int e = s.firstEvent; e < s.firstEvent + s.eventCount; ++e)
            m_groups.last().events << e;
    }
}

void ScoreLogModel::retranslate()
{
    if (m_groups.isEmpty()) return;
    const int lastColumn = columnCount() - 1;
    Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, lastColumn));
    for (int g = 0; g < m_groups.size(); ++g)
        if (!m_groups[g].events.isEmpty()) {
            const QModelIndex parent = index(g, 0);
            Q_EMIT dataChanged(index(0, 0, parent),
                               index(rowCount(parent) - 1, lastColumn, parent));
        }
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, lastColumn);
}

int ScoreLogModel::playerColumn(const QString &playerId) const
{
    const int i = int(m_players.indexOf(playerId));
    return i < 0 ? -1 : i + 1;
}

int ScoreLogModel::stepIndex(const QModelIndex &index) const
{
    return index.isValid() ? data(index, StepIndexRole).toInt() : -1;
}

QModelIndex ScoreLogModel::indexOfStep(int step) const
{
    if (!m_stepper || step < 0 || step >= m_stepper->count()) return {};
    const Step &s = m_stepper->step(step);
    for (int g = 0; g < m_groups.size(); ++g) {
        const Group &group = m_groups[g];
        if (group.step > step || (g + 1 < m_groups.size() && m_groups[g + 1].step <= step))
            continue;
        const int row = s.eventCount > 0 ? int(group.events.indexOf(s.firstEvent)) : -1;
        return row >= 0 ? index(row, 0, index(g, 0)) : index(g, 0);
    }
    return {};
}

QMap<QString, int> ScoreLogModel::totals() const
{
    if (!m_stepper || m_stepper->isEmpty()) return {};
    return m_stepper->totalsAt(m_stepper->count() - 1);
}

QModelIndex ScoreLogModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent)) return {};
    if (!parent.isValid()) return createIndex(row, column, kTopLevel);
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex ScoreLogModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kTopLevel) return {};
    return createIndex(int(child.internalId() - 1), 0, kTopLevel);
}

int ScoreLogModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid()) return int(m_groups.size());
    if (parent.internalId() != kTopLevel || parent.column() != 0) return 0;
    return int(m_groups[parent.row()].events.size());
}

int ScoreLogModel::columnCount(const QModelIndex &) const
{
    return 1 + int(m_players.size());
}

QVariant ScoreLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_stepper) return {};
    if (index.internalId() == kTopLevel)
        return groupData(m_groups[index.row()], index.column(), role);
    const Group &group = m_groups[int(index.internalId() - 1)];
    return eventData(group.events[index.row()], index.column(), role);
}

QVariant ScoreLogModel::groupData(const Group &group, int column, int role) const
{
    QMap<QString, int> points;
    for (int e : group.events)
        for (auto it = m_stepper->events()[e].points.cbegin();
             it != m_stepper->events()[e].points.cend(); ++it)
            points[it.key()] += it.value();
    const bool final = group.kind == RowKind::Final;
    switch (role) {
    case Qt::DisplayRole:
        if (column > 0) {
            const QString id = m_players[column - 1];
            return points.contains(id) ? QVariant(points.value(id)) : QVariant();
        }
        if (final) return tr("Final scoring");
        {
            const Move &m = m_stepper->boardFile()->moves().at(group.move);
            const EventText text(*m_stepper);
            const QString who = text.playerName(m.player);
            if (m.kind == Move::Kind::Discard)
                return tr("Move %1: %2 discards %3").arg(group.move + 1).arg(who, m.tile);
            return (m.kind == Move::Kind::Castle ? tr("Move %1: %2, castle %3 at %4")
                                                 : tr("Move %1: %2, tile %3 at %4"))
                .arg(group.move + 1)
                .arg(who, m.tile, text.cellText(m.at));
        }
    case Qt::TextAlignmentRole:
        return column > 0 ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case KindRole:
        return QVariant::fromValue(group.kind);
    case MoveRole:
        return group.move;
    case PhaseRole:
        return final ? ScoreEvent::phaseName(ScoreEvent::Phase::Final) : QString();
    case FeatureRole:
    case DecidedByRole:
    case DrawRole:
        return QString();
    case CompleteRole:
        return false;
    case WinnersRole:
    case RulesRole:
        return QStringList();
    case PointsRole:
        return toVariantMap(points);
    case StepIndexRole:
        return group.step;
    case EventIndexRole:
        return -1;
    default:
        return {};
    }
}

QVariant ScoreLogModel::eventData(int event, int column, int role) const
{
    const ScoreEvent &e = m_stepper->events()[event];
    switch (role) {
    case Qt::DisplayRole:
        if (column > 0) {
            const QString id = m_players[column - 1];
            return e.points.contains(id) ? QVariant(e.points.value(id)) : QVariant();
        }
        return EventText::title(e);
    case Qt::ToolTipRole: {
        const EventText text(*m_stepper);
        return EventHtml::plainToolTip(
            QStringList(text.explain(e) << EventText::rulesText(e.rules)).join(u'\n'));
    }
    case Qt::TextAlignmentRole:
        return column > 0 ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case KindRole:
        return QVariant::fromValue(RowKind::Event);
    case MoveRole:
        return e.move;
    case PhaseRole:
        return ScoreEvent::phaseName(e.phase);
    case FeatureRole:
        return idOf(e.feature);
    case CompleteRole:
        return e.complete;
    case WinnersRole:
        return e.winners;
    case DecidedByRole:
        return idOf(e.decidedBy);
    case PointsRole:
        return toVariantMap(e.points);
    case RulesRole:
        return e.rules;
    case DrawRole:
        return e.draw;
    case StepIndexRole:
        return m_stepper->stepOfEvent(event);
    case EventIndexRole:
        return event;
    default:
        return {};
    }
}

QVariant ScoreLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= columnCount())
        return {};
    if (section == 0) return tr("Move and scoring");
    return m_stepper ? EventText(m_stepper->players()).playerName(m_players[section - 1])
                     : QVariant();
}

QHash<int, QByteArray> ScoreLogModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractItemModel::roleNames();
    names.insert(KindRole, "kind");
    names.insert(MoveRole, "move");
    names.insert(PhaseRole, "phase");
    names.insert(FeatureRole, "feature");
    names.insert(CompleteRole, "complete");
    names.insert(WinnersRole, "winners");
    names.insert(DecidedByRole, "decidedBy");
    names.insert(PointsRole, "points");
    names.insert(RulesRole, "rules");
    names.insert(DrawRole, "draw");
    names.insert(StepIndexRole, "stepIndex");
    names.insert(EventIndexRole, "eventIndex");
    return names;
}

} // namespace ml
