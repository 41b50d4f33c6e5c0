#include "movecommands.h"

#include "boarddocument.h"

#include <QCoreApplication>

#include <algorithm>

namespace ml
{

namespace
{
const QString kMoves = QStringLiteral("moves");
const QString kBag = QStringLiteral("bag");
const QString kDraws = QStringLiteral("draws");

void setOrRemove(QJsonObject &json, const QString &key, const QJsonValue &value)
{
    if (value.isUndefined())
        json.remove(key);
    else
        json.insert(key, value);
}
} // namespace

QString movesProblemWith(const QJsonObject &json)
{
    BoardFile file;
    FileError error;
    if (file.setJson(json, &error)) {
        const Timeline timeline = Timeline::build(file);
        if (timeline.replays()) return {};
        error = timeline.problems().constFirst();
    }
    return error.where.isEmpty() ? error.reason : error.where + QStringLiteral(": ") + error.reason;
}

qsizetype Draws::before(int move) const
{
    return std::count_if(moves.cbegin(), moves.cend(), [move](int m) { return m < move; });
}

qsizetype Draws::during(int move, int count) const
{
    return std::count_if(moves.cbegin(), moves.cend(),
                         [move, count](int m) { return m >= move && m < move + count; });
}

Draws drawsOf(const BoardDocument *document)
{
    Draws draws;
    if (!document->timeline().replays()) return draws; // as the set-up alone, which draws none
    for (const ScoreEvent &e : document->timeline().events())
        if (!e.draw.isEmpty()) {
            draws.tokens << e.draw;
            draws.moves << e.move;
        }
    return draws;
}

MoveListCommand::MoveListCommand(BoardDocument *document)
    : DocumentCommand(document), m_movesBefore(document->json().value(kMoves)),
      m_movesAfter(m_movesBefore.toArray()), m_bagBefore(document->json().value(kBag)),
      m_bagAfter(m_bagBefore)
{
}

void MoveListCommand::rescript(int move, int count, const QString &token)
{
    const Draws drawn = drawsOf(m_document);
    const qsizetype at = drawn.before(move);
    const qsizetype old = drawn.during(move, count);
    const QJsonObject bag = m_bagBefore.toObject();
    QStringList script;
    for (const QJsonValue &v : bag.value(kDraws).toArray())
        script << v.toString();
    if (at >= script.size()) {
        // This move's draws were random: nothing scripted to take out.
        if (token.isEmpty()) return;
        // Earlier random draws become scripted with the tokens they gave, so that the chosen
        // token lands on this move and not on an earlier one.
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
    m_bagAfter = after.isEmpty() && m_bagBefore.isUndefined() ? QJsonValue(QJsonValue::Undefined)
                                                              : QJsonValue(after);
}

DocumentParts MoveListCommand::apply(QJsonObject &json) const
{
    // No moves left, no key: an empty list says nothing (revert() restores it exactly).
    setOrRemove(json, kMoves,
                m_movesAfter.isEmpty() ? QJsonValue(QJsonValue::Undefined)
                                       : QJsonValue(m_movesAfter));
    setOrRemove(json, kBag, m_bagAfter);
    // Moves are no part of the set-up: the document still emits changed() for the views.
    return {};
}

DocumentParts MoveListCommand::revert(QJsonObject &json) const
{
    setOrRemove(json, kMoves, m_movesBefore);
    setOrRemove(json, kBag, m_bagBefore);
    return {};
}

AddMoveCommand::AddMoveCommand(BoardDocument *document, const QJsonObject &move,
                               const QString &token)
    : MoveListCommand(document)
{
    m_movesAfter.append(move);
    rescript(int(m_movesAfter.size()) - 1, 1, token);
    setWords([=] { return QCoreApplication::translate("Commands", "Record move %1").arg(m_movesAfter.size()); });
}

RemoveMoveCommand::RemoveMoveCommand(BoardDocument *document, int first, int count)
    : MoveListCommand(document)
{
    const int size = int(m_movesAfter.size());
    if (count < 0 || first + count > size) count = size - first;
    for (int i = 0; i < count; ++i)
        m_movesAfter.removeAt(first);
    rescript(first, count, {});
    setWords([=] { return count == 1 ? QCoreApplication::translate("Commands", "Remove move %1").arg(first + 1)
                       : QCoreApplication::translate("Commands", "Remove moves %1-%2").arg(first + 1).arg(first + count); });
}

EditMoveCommand::EditMoveCommand(BoardDocument *document, int index, const QJsonObject &move,
                                 const QString &token)
    : MoveListCommand(document)
{
    m_movesAfter.replace(index, move);
    rescript(index, 1, token);
    setWords([=] { return QCoreApplication::translate("Commands", "Change move %1").arg(index + 1); });
}

bool executeMoveCommand(BoardDocument *document, MoveListCommand *command, QString *why)
{
    QJsonObject trial = document->json();
    command->apply(trial);
    QString problem = movesProblemWith(trial);
    if (!problem.isEmpty() && !command->mustReplay() && !document->movesProblem().isEmpty())
        problem.clear();
    if (!problem.isEmpty()) {
        delete command;
        if (why) *why = problem;
        return false;
    }
    return document->execute(command, why);
}

} // namespace ml
