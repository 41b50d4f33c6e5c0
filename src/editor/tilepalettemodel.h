#pragma once

#include <QAbstractListModel>
#include <QImage>
#include <QList>

#include <functional>

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
    };
    Q_ENUM(Role)

    using PictureProvider = std::function<QImage(const TileType &)>;

    explicit TilePaletteModel(const BoardDocument *document, QObject *parent = nullptr);

    void setPictureProvider(PictureProvider provider);
    const TileType *tileType(const QModelIndex &index) const;
    QModelIndex indexOf(const QString &tileId) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

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
