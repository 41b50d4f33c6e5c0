#pragma once

#include "documentcommand.h"

#include <QJsonObject>

// Player edits. A player's id is what figures and moves refer to, so it is fixed once the
// player exists; everything else (name, colour, starting score, castle hand) may change.
namespace ml
{

class AddPlayerCommand : public DocumentCommand
{
public:
    AddPlayerCommand(BoardDocument *document, const QJsonObject &player);
    DocumentParts apply(QJsonObject &json) const override;
    DocumentParts revert(QJsonObject &json) const override;

private:
    QJsonObject m_player;
    bool m_hadKey;
};

// Removes one player; their figures must go first (the document's helpers make the macro).
class RemovePlayerCommand : public DocumentCommand
{
public:
    RemovePlayerCommand(BoardDocument *document, int index);
    DocumentParts apply(QJsonObject &json) const override;
    DocumentParts revert(QJsonObject &json) const override;

private:
    int m_index;
    QJsonObject m_player;
};

// Replaces one key of a player ("name", "color", "score", "castles"); an undefined value
// removes the key, so the file falls back to the format's default.
class SetPlayerCommand : public DocumentCommand
{
public:
    SetPlayerCommand(BoardDocument *document, int index, const QString &key,
                     const QJsonValue &value);
    DocumentParts apply(QJsonObject &json) const override;
    DocumentParts revert(QJsonObject &json) const override;
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    static void setKey(QJsonObject &json, int index, const QString &key, const QJsonValue &value);
    int m_index;
    QString m_key;
    QJsonValue m_old, m_new;
};

} // namespace ml
