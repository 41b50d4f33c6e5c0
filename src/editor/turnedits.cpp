// SPDX-License-Identifier: GPL-3.0-or-later
// The turn edits of BoardDocument: the board file's "moves" (docs/board-format.md, `moves`) and,
// when a turn draws from the bag with a chosen token, "bag.draws" (docs/board-format.md, `bag`).
// Removing a turn from the middle changes the board every later turn was played on: that is
// refused, with the engine's reason, when a later turn no longer replays; the user can then remove
// the turn together with everything after it.
#include "boarddocument.h"

#include "boardfilewriter.h"

#include <QCoreApplication>

#include <algorithm>

namespace ml
{

namespace
{
const QString kMoves = QStringLiteral("moves");
const QString kBag = QStringLiteral("bag");
const QString kDraws = QStringLiteral("draws");

// Every bag token drawn by the turns of the document, in order, with the turn of each draw.
struct Draws {
    QStringList tokens;
    QList<int> turns;
    qsizetype before(int turn) const // draws made by the turns before `turn`
    {
        return std::count_if(turns.cbegin(), turns.cend(), [turn](int m) { return m < turn; });
    }
    qsizetype during(int turn, int count) const
    {
        return std::count_if(turns.cbegin(), turns.cend(),
                             [turn, count](int m) { return m >= turn && m < turn + count; });
    }
};

Draws drawsOf(const Timeline &timeline)
{
    Draws draws;
    if (!timeline.replays()) return draws; // as the set-up alone, which draws none
    for (const ScoreEvent &e : timeline.events())
        if (!e.draw.isEmpty()) {
            draws.tokens << e.draw;
            draws.turns << e.move;
        }
    return draws;
}

// The bag with its script set so that the draws of turns [turn, turn + count) become `token`
// (none when empty: those draws are left to the script and the seed).
QJsonValue rescripted(const QJsonValue &bagBefore, const Draws &drawn, int turn, int count,
                      const QString &token)
{
    const qsizetype at = drawn.before(turn);
    const qsizetype old = drawn.during(turn, count);
    const QJsonObject bag = bagBefore.toObject();
    QStringList script;
    for (const QJsonValue v : bag.value(kDraws).toArray())
        script << v.toString();
    if (at >= script.size()) {
        // This turn's draws were random: nothing scripted to take out.
        if (token.isEmpty()) return bagBefore;
        // Earlier random draws become scripted with the tokens they gave, so that the chosen
        // token lands on this turn and not on an earlier one.
        script = drawn.tokens.mid(0, at);
        script << token;
    } else {
        script.remove(at, qMin(old, script.size() - at));
        if (!token.isEmpty()) script.insert(at, token);
    }
    QJsonObject after = bag;
    if (script.isEmpty())
        after.remove(kDraws);
    else
        after.insert(kDraws, QJsonArray::fromStringList(script));
    return after.isEmpty() && bagBefore.isUndefined() ? QJsonValue(QJsonValue::Undefined)
                                                      : QJsonValue(after);
}
} // namespace

// Turns [first, first + count) replaced by `turns`.
FileEdit BoardDocument::turnsEdit(int first, int count, const QList<Move> &turns,
                                  const QString &token) const
{
    QJsonArray moves = m_json.value(kMoves).toArray();
    for (int i = 0; i < count; ++i)
        moves.removeAt(first);
    for (qsizetype i = 0; i < turns.size(); ++i)
        moves.insert(first + i, moveEntry(turns[i]));
    FileEdit edit;
    // No turns left, no key: an empty list says nothing (the undo gives the key back).
    edit.after.insert(kMoves,
                      moves.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(moves));
    edit.after.insert(kBag,
                      rescripted(m_json.value(kBag), drawsOf(m_timeline), first, count, token));
    // Turns are no part of the set-up: the document still emits changed() for the views.
    edit.moves = turns.isEmpty() ? FileEdit::Moves::MustNotBreakMore : FileEdit::Moves::MustReplay;
    return edit;
}

bool BoardDocument::recordTurn(const Move &turn, const QString &token, QString *why)
{
    const int number = int(m_json.value(kMoves).toArray().size()) + 1;
    FileEdit edit = turnsEdit(number - 1, 0, {turn}, token);
    edit.words = [number] {
        return QCoreApplication::translate("Commands", "Record move %1").arg(number);
    };
    return commit(std::move(edit), why);
}

bool BoardDocument::editTurn(int index, const Move &turn, const QString &token, QString *why)
{
    FileEdit edit = turnsEdit(index, 1, {turn}, token);
    edit.words = [index] {
        return QCoreApplication::translate("Commands", "Change move %1").arg(index + 1);
    };
    return commit(std::move(edit), why);
}

bool BoardDocument::removeTurn(int first, int count, QString *why)
{
    const int size = int(m_json.value(kMoves).toArray().size());
    if (first < 0 || first >= size) return false;
    if (count < 0 || first + count > size) count = size - first;
    FileEdit edit = turnsEdit(first, count, {}, {});
    edit.words = [first, count] {
        return count == 1 ? QCoreApplication::translate("Commands", "Remove move %1").arg(first + 1)
                          : QCoreApplication::translate("Commands", "Remove moves %1-%2")
                                .arg(first + 1)
                                .arg(first + count);
    };
    return commit(std::move(edit), why);
}

} // namespace ml
