# flake8: noqa

# import apis into api package
from threadwatch_client.api.matches_api import MatchesApi
from threadwatch_client.api.monitoring_api import MonitoringApi

