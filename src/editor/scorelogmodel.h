// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractItemModel>
#include <QList>
#include <QMap>
#include <QPointer>

namespace ml
{

class Stepper;

// Every scoring event of a Stepper as a tree: one row per move, its events below it, then
// the final scoring with its events. Column 0 says what happened; one column per player
// holds the points gained. Each row knows the step it belongs to (StepIndexRole), so a view
// can send the stepper there. A thin adapter: all data stays in the Stepper.
class ScoreLogModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Role {
        KindRole = Qt::UserRole + 1, // RowKind
        MoveRole,                    // move index; -1 in the final scoring
        PhaseRole,                   // "placement", "figures", "scoring", "final"
        FeatureRole,                 // "road", "city", ..., "flock"; empty on move rows
        CompleteRole,
        WinnersRole,    // QStringList of player ids
        DecidedByRole,  // "majority", "tie", "hill" or empty
        PointsRole,     // QVariantMap player id -> points (summed on move rows)
        RulesRole,      // QStringList of rule ids
        DrawRole,       // the token a flock event drew
        StepIndexRole,  // the stepper step to jump to
        EventIndexRole, // index into Stepper::events(); -1 on move and final rows
    };
    Q_ENUM(Role)
    enum class RowKind { Move, Final, Event };
    Q_ENUM(RowKind)

    explicit ScoreLogModel(QObject *parent = nullptr);
    ~ScoreLogModel() override;

    // Not owned; the model follows the stepper's resets. nullptr empties the model.
    void setStepper(const Stepper *stepper);
    const Stepper *stepper() const { return m_stepper; }

    // The texts are made at display time; call after a language change.
    void retranslate();

    int playerColumn(const QString &playerId) const; // -1 when unknown
    int stepIndex(const QModelIndex &index) const;   // -1 for an invalid index
    // The row that shows a step: its event, or its move (or final) row.
    QModelIndex indexOfStep(int step) const;
    // Start scores plus every event, per player id.
    QMap<QString, int> totals() const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    // A move, or the final scoring, with the stepper's events that belong to it.
    struct Group {
        RowKind kind = RowKind::Move;
        int move = -1;
        int step = -1;
        QList<int> events;
    };
    void rebuild();
    QVariant groupData(const Group &group, int column, int role) const;
    QVariant eventData(int event, int column, int role) const;

    QPointer<const Stepper> m_stepper;
    QList<Group> m_groups;
    QStringList m_players; // ids, one column each after column 0
    QList<QMetaObject::Connection> m_connections;
};

} // namespace ml
