#pragma once

#include <QDockWidget>

class QComboBox;
class QLineEdit;
class QListView;
class QSortFilterProxyModel;

namespace ml
{

class BoardDocument;
class TilePaletteModel;

// The tiles the board may use, with pictures and the copies left; filter by set and search
// by id. Picking a tile hands it to the tile tool (tilePicked).
class TilePaletteDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit TilePaletteDock(BoardDocument *document, QWidget *parent = nullptr);

    TilePaletteModel *model() const { return m_model; }
    QListView *view() const { return m_view; }
    // Selects a tile by id, as a click on it would; false when it is not listed.
    bool pick(const QString &tileId);

Q_SIGNALS:
    void tilePicked(const QString &tileId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateFilter();

    TilePaletteModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QComboBox *m_set;
    QLineEdit *m_search;
    QListView *m_view;
};

} // namespace ml
