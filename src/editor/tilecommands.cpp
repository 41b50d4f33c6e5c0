#include "tilecommands.h"

#include "boarddocument.h"
#include "jsonedit.h"

#include <QCoreApplication>

namespace ml
{

using namespace jsonedit;

namespace
{
const QString kTiles = QStringLiteral("tiles");

QJsonObject tileAt(const BoardDocument *document, int index)
{
    return document->tiles().at(index).toObject();
}
} // namespace

PlaceTileCommand::PlaceTileCommand(BoardDocument *document, const QString &tileId, Cell at,
                                   int quarterTurns)
    : DocumentCommand(document), m_tile{{QStringLiteral("tile"), tileId},
                                        {QStringLiteral("at"), cellValue(at)},
                                        {QStringLiteral("rot"), quarterTurns * 90}},
      m_hadKey(document->json().contains(kTiles))
{
    setWords([=] { return QCoreApplication::translate("Commands", "Place tile %1").arg(tileId); });
}

DocumentParts PlaceTileCommand::apply(QJsonObject &json) const
{
    QJsonArray tiles = json.value(kTiles).toArray();
    tiles.append(m_tile);
    json.insert(kTiles, tiles);
    return DocumentPart::Tiles;
}

DocumentParts PlaceTileCommand::revert(QJsonObject &json) const
{
    QJsonArray tiles = json.value(kTiles).toArray();
    tiles.removeLast();
    setArray(json, kTiles, tiles, m_hadKey);
    return DocumentPart::Tiles;
}

MoveTileCommand::MoveTileCommand(BoardDocument *document, int index, Cell to)
    : DocumentCommand(document), m_index(index), m_to(to)
{
    const QJsonObject tile = tileAt(document, index);
    m_from = cellOf(tile.value(QLatin1String("at")));
    m_rot = quarterTurnsOf(tile);
    setWords([=] {
        return QCoreApplication::translate("Commands", "Move tile %1")
            .arg(tile.value(QLatin1String("tile")).toString());
    });
}

DocumentParts MoveTileCommand::apply(QJsonObject &json) const
{
    transformTile(json, m_index, m_to, m_rot);
    return DocumentPart::Tiles | DocumentPart::Figures;
}

DocumentParts MoveTileCommand::revert(QJsonObject &json) const
{
    transformTile(json, m_index, m_from, m_rot);
    return DocumentPart::Tiles | DocumentPart::Figures;
}

RotateTileCommand::RotateTileCommand(BoardDocument *document, int index, int delta)
    : DocumentCommand(document), m_index(index)
{
    const QJsonObject tile = tileAt(document, index);
    m_at = cellOf(tile.value(QLatin1String("at")));
    m_from = quarterTurnsOf(tile);
    m_to = ((m_from + delta) % 4 + 4) % 4;
    setWords([=] {
        return QCoreApplication::translate("Commands", "Rotate tile %1")
            .arg(tile.value(QLatin1String("tile")).toString());
    });
}

DocumentParts RotateTileCommand::apply(QJsonObject &json) const
{
    transformTile(json, m_index, m_at, m_to);
    return DocumentPart::Tiles | DocumentPart::Figures;
}

DocumentParts RotateTileCommand::revert(QJsonObject &json) const
{
    transformTile(json, m_index, m_at, m_from);
    return DocumentPart::Tiles | DocumentPart::Figures;
}

RemoveTileCommand::RemoveTileCommand(BoardDocument *document, int index)
    : DocumentCommand(document), m_index(index), m_tile(tileAt(document, index))
{
    setWords([=] {
        return QCoreApplication::translate("Commands", "Remove tile %1")
            .arg(m_tile.value(QLatin1String("tile")).toString());
    });
}

DocumentParts RemoveTileCommand::apply(QJsonObject &json) const
{
    QJsonArray tiles = json.value(kTiles).toArray();
    tiles.removeAt(m_index);
    json.insert(kTiles, tiles);
    return DocumentPart::Tiles;
}

DocumentParts RemoveTileCommand::revert(QJsonObject &json) const
{
    QJsonArray tiles = json.value(kTiles).toArray();
    tiles.insert(m_index, m_tile);
    json.insert(kTiles, tiles);
    return DocumentPart::Tiles;
}

} // namespace ml
