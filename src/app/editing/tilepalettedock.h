// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>
#include <QPointer>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QListWidget;
class QSortFilterProxyModel;
class QToolButton;

namespace ml
{

class BoardDocument;
class BoardView;
class TilePaletteModel;

// The tiles the board may use, with pictures and the copies left; filter by set and search
// by id. Picking a tile hands it to the tile tool (tilePicked); a tile can also be dragged
// onto the board. The free placement switch (F) lets tiles go where their sides do not
// match, for puzzle set-ups being arranged; the mismatched sides are then listed below the
// tiles, and picking one shows it on the board. By keyboard: Edit > Find tile (Ctrl+F) puts
// the keys in the search field, where Enter picks the tile whose id was typed.
class TilePaletteDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit TilePaletteDock(BoardDocument *document, QWidget *parent = nullptr);

    TilePaletteModel *model() const { return m_model; }
    QListView *view() const { return m_view; }
    QAction *freePlacementAction() const { return m_freePlacement; }
    QListWidget *mismatchList() const { return m_mismatches; }
    // The board the mismatch list shows its entries on. Not owned.
    void setBoardView(BoardView *view) { m_board = view; }
    // Selects a tile by id, as a click on it would; false when it is not listed.
    bool pick(const QString &tileId);
    // Shows the palette with the keys in its search field, the text there selected.
    void findTile();
    // Draws the tile pictures again: the tile art in use changed (View > Tile art).
    void redrawPictures();
    QLineEdit *searchField() const { return m_search; }

Q_SIGNALS:
    void tilePicked(const QString &tileId);
    // Enter in the search field picked a tile: the keys go to the board.
    void chosenByKeys();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void colourMismatchHeading();
    void fitGrid();
    void updateFilter();
    void updateMismatches();

    BoardDocument *m_document;
    TilePaletteModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QComboBox *m_set;
    QLineEdit *m_search;
    QListView *m_view;
    QAction *m_freePlacement;
    QToolButton *m_freeButton;
    QLabel *m_mismatchHeading;
    QListWidget *m_mismatches;
    QPointer<BoardView> m_board;
};

} // namespace ml
