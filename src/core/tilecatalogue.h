// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tiletype.h"

#include <QHash>
#include <QJsonObject>
#include <QList>

#include <memory>

namespace ml
{

// The set of tile types a board may use: the bundled catalogue (resources/tiles.json,
// compiled in as :/meeplelab/tiles.json) plus any custom definitions of a board file.
// Copying is cheap: the types themselves are shared and immutable.
class TileCatalogue
{
public:
    // The bundled catalogue, loaded once. Aborts with a message if the bundled data is
    // broken, which a test guards against.
    static const TileCatalogue &builtin();

    // Loads a catalogue file (the format of resources/tiles.json). On failure returns
    // false and sets *error to "<json path>: <reason>".
    bool loadFromJson(const QByteArray &json, QString *error);

    // Parses and validates one definition in the board-file format of docs/board-format.md,
    // `tileDefinitions` (ports only, a./b. prefixes on double tiles, borders as segment indices).
    // `path` prefixes the error, e.g. "tileDefinitions[0]".
    static std::shared_ptr<TileType> parseDefinition(const QJsonObject &object, const QString &path,
                                                     QString *error);
    // Serialises a type back to the definition format (custom tiles are written back).
    static QJsonObject toDefinition(const TileType &type);

    // Adds a validated type; false (with *error) if the id is taken.
    bool add(std::shared_ptr<TileType> type, QString *error);

    const TileType *find(QStringView id) const;
    const QList<const TileType *> &all() const { return m_order; }
    int size() const { return int(m_order.size()); }

    // Fills the derived tables of a type (port owners incl. the field middle-port rule,
    // side types) and checks it: every outer port owned once except a split side's
    // middle port, borders pointing at cities, sides consistent. Used for catalogue and
    // custom definitions alike.
    static bool finish(TileType &type, QString *error);

private:
    QList<std::shared_ptr<TileType>> m_types;
    QList<const TileType *> m_order;
    QHash<QString, const TileType *> m_byId;
};

} // namespace ml
