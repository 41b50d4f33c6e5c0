#pragma once

#include "documentcommand.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

// Edits of the recorded turns: the board file's "moves" (format.md §1.5) and, when a move
// draws from the bag with a chosen token, "bag.draws" (§1.4). Each command keeps the two
// keys as they were and as they become, so undo gives back the very same text.
//
// Removing a move from the middle changes the board every later move was played on. A
// removal is refused, with the engine's reason, when a later move no longer replays; the
// user can then remove the move together with everything after it (count = to the end).
namespace ml
{

class BoardDocument;

// Why the moves of `json` do not replay ("moves[2]: <reason> [<rule>]"), empty when they do.
QString movesProblemWith(const QJsonObject &json);

// Every bag token drawn by the moves of the document, in order, with the move of each draw.
struct Draws {
    QStringList tokens;
    QList<int> moves;
    qsizetype before(int move) const; // draws made by the moves before `move`
    qsizetype during(int move, int count) const;
};
Draws drawsOf(const BoardDocument *document);

// Base of the move commands: a replacement of "moves" and "bag".
class MoveListCommand : public DocumentCommand
{
public:
    DocumentParts apply(QJsonObject &json) const override;
    DocumentParts revert(QJsonObject &json) const override;
    // Additions and edits must leave moves that replay; removals only must not break moves
    // that replayed before (removing the move that broke them is how the user repairs).
    virtual bool mustReplay() const { return true; }

protected:
    explicit MoveListCommand(BoardDocument *document);
    // Sets the bag script so that the draws of moves [move, move + count) become `token`
    // (none when empty: those draws are left to the script and the seed).
    void rescript(int move, int count, const QString &token);

    QJsonValue m_movesBefore; // Undefined when the file has no "moves"
    QJsonArray m_movesAfter;
    QJsonValue m_bagBefore; // Undefined when the file has no "bag"
    QJsonValue m_bagAfter;
};

// Appends a move. `token`: the token its draw takes ("1".."4", "wolf"); empty draws at random.
class AddMoveCommand : public MoveListCommand
{
public:
    AddMoveCommand(BoardDocument *document, const QJsonObject &move, const QString &token = {});
};

// Removes `count` moves from `first` on; count < 0 removes every move from `first` on.
class RemoveMoveCommand : public MoveListCommand
{
public:
    RemoveMoveCommand(BoardDocument *document, int first, int count = 1);
    bool mustReplay() const override { return false; }
};

// Replaces move `index` (another figure, flock action, token, ...).
class EditMoveCommand : public MoveListCommand
{
public:
    EditMoveCommand(BoardDocument *document, int index, const QJsonObject &move,
                    const QString &token = {});
};

// Pushes a move command when the moves replay after it (see mustReplay()); otherwise
// deletes it and returns false with the reason.
bool executeMoveCommand(BoardDocument *document, MoveListCommand *command, QString *why = nullptr);

} // namespace ml
