// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilepalettemodel.h"

#include "boarddocument.h"

#include <QColor>
#include <QCoreApplication>
#include <QMimeData>

namespace ml
{

TilePaletteModel::TilePaletteModel(const BoardDocument *document, QObject *parent)
    : QAbstractListModel(parent), m_document(document)
{
    connect(document, &BoardDocument::reset, this, &TilePaletteModel::rebuild);
    connect(document, &BoardDocument::rulesChanged, this, &TilePaletteModel::rebuild);
    connect(document, &BoardDocument::tilesChanged, this, &TilePaletteModel::updateCounts);
    connect(document, &BoardDocument::changed, this, [this] {
        if (const Game *g = m_document->game())
            if (g->catalogue().size() != TileCatalogue::builtin().size()) rebuild();
    });
    rebuild();
}

void TilePaletteModel::setPictureProvider(PictureProvider provider)
{
    m_pictures = std::move(provider);
    m_pictureCache.clear();
    if (!m_types.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_types.size()) - 1), {Qt::DecorationRole});
}

const TileType *TilePaletteModel::tileType(const QModelIndex &index) const
{
    return checkIndex(index, CheckIndexOption::IndexIsValid) ? m_types[index.row()] : nullptr;
}

QModelIndex TilePaletteModel::indexOf(const QString &tileId) const
{
    for (int i = 0; i < m_types.size(); ++i)
        if (m_types[i]->id == tileId) return index(i);
    return {};
}

int TilePaletteModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_types.size());
}

QVariant TilePaletteModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const TileType &t = *m_types[index.row()];
    const Game *game = m_document->setupGame();
    // With the River the spring replaces the start tile, which is not used (R-RI-2,
    // docs/rules/river.md).
    const bool startReplaced = game && t.startTile && (game->sets() & SetRiver);
    const int count = game ? t.count(game->edition()) - (startReplaced ? 1 : 0) : 0;
    const int left = count - m_onBoard.value(index.row());
    // A puzzle may lay more copies than the box holds: none are left then, and the palette
    // says how many are over instead of counting below zero.
    const int over = qMax(0, -left);
    switch (role) {
    case Qt::DisplayRole:
        if (over > 0)
            //: palette entry of a tile used more often than the box holds: "G (0 left, 3 over)"
            return QCoreApplication::translate("TilePaletteModel", "%1 (0 left, %2 over)")
                .arg(t.id)
                .arg(over);
        //: palette entry: tile id and copies left, e.g. "D (3 left)"
        return QCoreApplication::translate("TilePaletteModel", "%1 (%2 left)").arg(t.id).arg(left);
    case Qt::ToolTipRole:
        if (over > 0)
            return QCoreApplication::translate(
                       "TilePaletteModel",
                       "Tile %1: the box holds %2, and the board has %3 more than that")
                .arg(t.id)
                .arg(count)
                .arg(over);
        return QCoreApplication::translate("TilePaletteModel", "Tile %1: %2 of %3 copies left")
            .arg(t.id)
            .arg(left)
            .arg(count);
    case Qt::ForegroundRole:
        return over > 0 ? QVariant(QColor(0xb7, 0x1c, 0x1c)) : QVariant();
    case OverusedRole:
        return over;
    case Qt::DecorationRole: {
        if (!m_pictures) return {};
        auto it = m_pictureCache.constFind(&t);
        if (it == m_pictureCache.constEnd()) it = m_pictureCache.insert(&t, m_pictures(t));
        return *it;
    }
    case TileIdRole:
        return t.id;
    case SetRole:
        return t.set;
    case CountRole:
        return count;
    case CountLeftRole:
        return left;
    case CellsRole:
        return t.cells;
    default:
        return {};
    }
}

QHash<int, QByteArray> TilePaletteModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(TileIdRole, "tileId");
    names.insert(SetRole, "set");
    names.insert(CountRole, "count");
    names.insert(CountLeftRole, "countLeft");
    names.insert(CellsRole, "cells");
    return names;
}

QString TilePaletteModel::mimeType()
{
    return QStringLiteral("application/x-meeplelab-tile");
}

QString TilePaletteModel::tileIdFrom(const QMimeData *mime)
{
    if (!mime || !mime->hasFormat(mimeType())) return {};
    return QString::fromUtf8(mime->data(mimeType())).trimmed();
}

Qt::ItemFlags TilePaletteModel::flags(const QModelIndex &index) const
{
    const Qt::ItemFlags f = QAbstractListModel::flags(index);
    return index.isValid() ? f | Qt::ItemIsDragEnabled : f;
}

QStringList TilePaletteModel::mimeTypes() const
{
    return {mimeType()};
}

QMimeData *TilePaletteModel::mimeData(const QModelIndexList &indexes) const
{
    // One tile goes at a time: the first valid index is the one dragged.
    for (const QModelIndex &i : indexes)
        if (const TileType *t = tileType(i)) {
            auto *mime = new QMimeData;
            mime->setData(mimeType(), t->id.toUtf8());
            mime->setText(t->id);
            return mime;
        }
    return nullptr;
}

void TilePaletteModel::rebuild()
{
    beginResetModel();
    m_types.clear();
    m_pictureCache.clear();
    if (const Game *game = m_document->setupGame()) {
        for (const TileType *t : game->catalogue().all()) {
            const quint8 set = ruleSetOfTile(*t);
            if (set == 0 || (game->sets() & set)) m_types.append(t);
        }
    }
    m_onBoard.fill(0, m_types.size());
    if (const Game *game = m_document->game()) {
        QHash<QString, int> counts;
        for (const PlacedTile &p : game->board().tiles())
            ++counts[p.type->id];
        for (int i = 0; i < m_types.size(); ++i)
            m_onBoard[i] = counts.value(m_types[i]->id);
    }
    endResetModel();
}

void TilePaletteModel::updateCounts()
{
    const Game *game = m_document->game();
    if (!game || m_types.isEmpty()) return;
    // Custom tile types are parsed anew with every change of the board, so rows holding
    // them would dangle: start over. Built-in types are shared and stay put.
    if (game->catalogue().size() != TileCatalogue::builtin().size()) {
        rebuild();
        return;
    }
    QHash<QString, int> counts;
    for (const PlacedTile &p : game->board().tiles())
        ++counts[p.type->id];
    for (int i = 0; i < m_types.size(); ++i)
        m_onBoard[i] = counts.value(m_types[i]->id);
    Q_EMIT dataChanged(
        index(0), index(int(m_types.size()) - 1),
        {Qt::DisplayRole, Qt::ToolTipRole, Qt::ForegroundRole, CountLeftRole, OverusedRole});
}

} // namespace ml
