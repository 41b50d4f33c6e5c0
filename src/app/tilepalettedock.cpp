#include "tilepalettedock.h"

#include "boarddocument.h"
#include "tilepalettemodel.h"
#include "tilerenderer.h"

#include <QComboBox>
#include <QEvent>
#include <QLineEdit>
#include <QListView>
#include <QSortFilterProxyModel>
#include <QVBoxLayout>

namespace ml
{

namespace
{
// Narrows rows by set and by the start of the id, case-insensitively.
class PaletteFilter : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    QString set, search;
    void refilter() { invalidateFilter(); }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const QModelIndex i = sourceModel()->index(row, 0, parent);
        if (!set.isEmpty() && i.data(TilePaletteModel::SetRole).toString() != set) return false;
        return i.data(TilePaletteModel::TileIdRole)
            .toString()
            .contains(search, Qt::CaseInsensitive);
    }
};
} // namespace

TilePaletteDock::TilePaletteDock(BoardDocument *document, QWidget *parent)
    : QDockWidget(parent), m_model(new TilePaletteModel(document, this)),
      m_proxy(new PaletteFilter(this)), m_set(new QComboBox), m_search(new QLineEdit),
      m_view(new QListView)
{
    setObjectName(QStringLiteral("tilePaletteDock"));
    auto renderer = std::make_shared<TileRenderer>();
    m_model->setPictureProvider(
        [renderer](const TileType &t) { return renderer->renderTile(t, 0, 56); });
    m_proxy->setSourceModel(m_model);
    m_set->setObjectName(QStringLiteral("paletteSet"));
    m_search->setObjectName(QStringLiteral("paletteSearch"));
    m_search->setClearButtonEnabled(true);
    m_view->setObjectName(QStringLiteral("paletteView"));
    m_view->setModel(m_proxy);
    m_view->setViewMode(QListView::IconMode);
    m_view->setIconSize(QSize(112, 56));
    m_view->setGridSize(QSize(124, 86));
    m_view->setResizeMode(QListView::Adjust);
    m_view->setMovement(QListView::Static);
    m_view->setUniformItemSizes(true);
    m_view->setWordWrap(true);

    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_set);
    layout->addWidget(m_search);
    layout->addWidget(m_view);
    setWidget(box);

    connect(m_set, &QComboBox::currentIndexChanged, this, &TilePaletteDock::updateFilter);
    connect(m_search, &QLineEdit::textChanged, this, &TilePaletteDock::updateFilter);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    Q_EMIT tilePicked(current.data(TilePaletteModel::TileIdRole).toString());
            });
    retranslateUi();
}

bool TilePaletteDock::pick(const QString &tileId)
{
    const QModelIndex i = m_proxy->mapFromSource(m_model->indexOf(tileId));
    if (!i.isValid()) return false;
    m_view->setCurrentIndex(i);
    m_view->scrollTo(i);
    Q_EMIT tilePicked(tileId);
    return true;
}

void TilePaletteDock::updateFilter()
{
    auto *filter = static_cast<PaletteFilter *>(m_proxy);
    filter->set = m_set->currentData().toString();
    filter->search = m_search->text().trimmed();
    filter->refilter();
}

void TilePaletteDock::retranslateUi()
{
    setWindowTitle(tr("Tiles"));
    m_search->setPlaceholderText(tr("Search by id…"));
    const QString current = m_set->currentData().toString();
    const QSignalBlocker block(m_set);
    m_set->clear();
    m_set->addItem(tr("All sets"), QString());
    m_set->addItem(tr("Base game"), QStringLiteral("base"));
    m_set->addItem(tr("Hills & Sheep"), QStringLiteral("hills-sheep"));
    m_set->addItem(tr("Castles in Germany"), QStringLiteral("german-castles"));
    m_set->addItem(tr("Mage & Witch"), QStringLiteral("mage-witch"));
    m_set->setCurrentIndex(qMax(0, m_set->findData(current)));
}

void TilePaletteDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDockWidget::changeEvent(event);
}

} // namespace ml
