#include "playercommands.h"

#include "boarddocument.h"
#include "jsonedit.h"

#include <QCoreApplication>

namespace ml
{

namespace
{
const QString kPlayers = QStringLiteral("players");
}

AddPlayerCommand::AddPlayerCommand(BoardDocument *document, const QJsonObject &player)
    : DocumentCommand(document), m_player(player), m_hadKey(document->json().contains(kPlayers))
{
    setWords([=] {
        return QCoreApplication::translate("Commands", "Add player %1")
            .arg(player.value(QLatin1String("id")).toString());
    });
}

DocumentParts AddPlayerCommand::apply(QJsonObject &json) const
{
    QJsonArray players = json.value(kPlayers).toArray();
    players.append(m_player);
    json.insert(kPlayers, players);
    return DocumentPart::Players;
}

DocumentParts AddPlayerCommand::revert(QJsonObject &json) const
{
    QJsonArray players = json.value(kPlayers).toArray();
    players.removeLast();
    jsonedit::setArray(json, kPlayers, players, m_hadKey);
    return DocumentPart::Players;
}

RemovePlayerCommand::RemovePlayerCommand(BoardDocument *document, int index)
    : DocumentCommand(document), m_index(index), m_player(document->players().at(index).toObject())
{
    setWords([=] {
        return QCoreApplication::translate("Commands", "Remove player %1")
            .arg(m_player.value(QLatin1String("id")).toString());
    });
}

DocumentParts RemovePlayerCommand::apply(QJsonObject &json) const
{
    QJsonArray players = json.value(kPlayers).toArray();
    players.removeAt(m_index);
    json.insert(kPlayers, players);
    return DocumentPart::Players;
}

DocumentParts RemovePlayerCommand::revert(QJsonObject &json) const
{
    QJsonArray players = json.value(kPlayers).toArray();
    players.insert(m_index, m_player);
    json.insert(kPlayers, players);
    return DocumentPart::Players;
}

SetPlayerCommand::SetPlayerCommand(BoardDocument *document, int index, const QString &key,
                                   const QJsonValue &value)
    : DocumentCommand(document), m_index(index), m_key(key),
      m_old(document->players().at(index).toObject().value(key)), m_new(value)
{
    const QString id =
        document->players().at(index).toObject().value(QLatin1String("id")).toString();
    setWords([id] { return QCoreApplication::translate("Commands", "Change player %1").arg(id); });
}

void SetPlayerCommand::setKey(QJsonObject &json, int index, const QString &key,
                              const QJsonValue &value)
{
    QJsonArray players = json.value(kPlayers).toArray();
    QJsonObject p = players.at(index).toObject();
    if (value.isUndefined())
        p.remove(key);
    else
        p.insert(key, value);
    players.replace(index, p);
    json.insert(kPlayers, players);
}

DocumentParts SetPlayerCommand::apply(QJsonObject &json) const
{
    setKey(json, m_index, m_key, m_new);
    return DocumentPart::Players;
}

DocumentParts SetPlayerCommand::revert(QJsonObject &json) const
{
    setKey(json, m_index, m_key, m_old);
    return DocumentPart::Players;
}

// Typing a name letter by letter is one undo step, not one per key.
bool SetPlayerCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SetPlayerCommand *>(other);
    if (o->m_index != m_index || o->m_key != m_key) return false;
    m_new = o->m_new;
    return true;
}

} // namespace ml
