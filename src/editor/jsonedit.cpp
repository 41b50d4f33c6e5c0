#include "jsonedit.h"

#include "tilecatalogue.h"

namespace ml::jsonedit
{

Cell cellOf(const QJsonValue &at)
{
    const QJsonArray a = at.toArray();
    return {a.at(0).toInt(), a.at(1).toInt()};
}

QJsonArray cellValue(Cell c)
{
    return QJsonArray{c.x, c.y};
}

int quarterTurnsOf(const QJsonObject &tile)
{
    return qMax(0, quarterTurnsFromDegrees(tile.value(QLatin1String("rot")).toInt()));
}

void setArray(QJsonObject &json, const QString &key, const QJsonArray &array, bool keepEmpty)
{
    if (array.isEmpty() && !keepEmpty)
        json.remove(key);
    else
        json.insert(key, array);
}

namespace
{
// A figure's "on" turned with its tile: ports turn, monastery and castle stay.
QString turnedLocation(const QString &on, int delta)
{
    const int port = portFromName(on);
    return port < 0 ? on : portName(rotatePort(port, (delta % 4 + 4) % 4));
}
} // namespace

void transformTile(QJsonObject &json, int index, Cell at, int quarterTurns)
{
    QJsonArray tiles = json.value(QLatin1String("tiles")).toArray();
    QJsonObject tile = tiles.at(index).toObject();
    const Cell oldAt = cellOf(tile.value(QLatin1String("at")));
    const int oldRot = quarterTurnsOf(tile);
    const TileType *type =
        TileCatalogue::builtin().find(tile.value(QLatin1String("tile")).toString());
    const bool isDouble = type && type->isDouble();
    tile.insert(QStringLiteral("at"), cellValue(at));
    tile.insert(QStringLiteral("rot"), quarterTurns * 90);
    tiles.replace(index, tile);
    json.insert(QStringLiteral("tiles"), tiles);

    if (!json.contains(QLatin1String("figures"))) return;
    QJsonArray figures = json.value(QLatin1String("figures")).toArray();
    for (qsizetype i = 0; i < figures.size(); ++i) {
        QJsonObject f = figures.at(i).toObject();
        const Cell c = cellOf(f.value(QLatin1String("at")));
        int cellIndex = -1;
        if (c == oldAt)
            cellIndex = 0;
        else if (isDouble && c == secondCell(oldAt, oldRot))
            cellIndex = 1;
        if (cellIndex < 0) continue;
        f.insert(QStringLiteral("at"),
                 cellValue(cellIndex == 0 ? at : secondCell(at, quarterTurns)));
        f.insert(QStringLiteral("on"),
                 turnedLocation(f.value(QLatin1String("on")).toString(), quarterTurns - oldRot));
        figures.replace(i, f);
    }
    json.insert(QStringLiteral("figures"), figures);
}

} // namespace ml::jsonedit
