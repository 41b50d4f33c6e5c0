// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QImage>
#include <QList>

#include <functional>

class QMimeData;

namespace ml
{

class BoardDocument;
struct TileType;

// The tiles a board may use: every catalogue tile of the enabled sets, with how many copies
// the edition has and how many of those are not on the board yet. A thin adapter over the
// document; pictures come from a provider the app sets, since drawing is the render layer's.
class TilePaletteModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        TileIdRole = Qt::UserRole,
        SetRole,       // "base", "hills-sheep", ...
        CountRole,     // copies in the edition
        CountLeftRole, // copies minus those on the board (may go below zero in a puzzle)
        CellsRole,     // 1, or 2 for a double castle tile
        OverusedRole,  // copies on the board beyond the edition's count (0 when within)
    };
    Q_ENUM(Role)

    using PictureProvider = std::function<QImage(const TileType &)>;

    // Dragging a tile from the palette onto the board carries its id under this type.
    static QString mimeType();
    // The tile id a drag carries, or empty when it carries none.
    static QString tileIdFrom(const QMimeData *mime);

    explicit TilePaletteModel(const BoardDocument *document, QObject *parent = nullptr);

    void setPictureProvider(PictureProvider provider);
    const TileType *tileType(const QModelIndex &index) const;
    QModelIndex indexOf(const QString &tileId) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override { return Qt::CopyAction; }

private:
    void rebuild();
    void updateCounts();

    const BoardDocument *m_document;
    QList<const TileType *> m_types;
    QList<int> m_onBoard;
    PictureProvider m_pictures;
    mutable QHash<const TileType *, QImage> m_pictureCache;
};

} // namespace ml
